import { Module } from '@nestjs/common';
import { LegalController } from './legal.controller';

/** The legal documents' HTTP face; only the API process loads it. */
@Module({ controllers: [LegalController] })
export class LegalHttpModule {}
