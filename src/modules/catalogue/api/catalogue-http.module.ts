import { Module } from '@nestjs/common';
import { CatalogueController } from './catalogue.controller';
import { ContentController } from './content.controller';
import { StaffCatalogueController } from './staff-catalogue.controller';

@Module({ controllers: [CatalogueController, ContentController, StaffCatalogueController] })
export class CatalogueHttpModule {}
