import { Module } from '@nestjs/common';
import { CatalogueController } from './catalogue.controller';
import { ContentController } from './content.controller';

@Module({ controllers: [CatalogueController, ContentController] })
export class CatalogueHttpModule {}
