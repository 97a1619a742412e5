import { Module } from '@nestjs/common';
import { SafeguardsController } from './safeguards.controller';

/** The safeguards context's HTTP face; only the API process loads it. */
@Module({ controllers: [SafeguardsController] })
export class SafeguardsHttpModule {}
