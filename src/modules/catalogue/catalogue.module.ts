import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SeedReferenceCatalogueHandler } from './application/commands/seed-reference-catalogue/seed-reference-catalogue.handler';
import { ListTreatmentsHandler } from './application/queries/list-treatments/list-treatments.handler';
import { CATALOGUE_ENTITIES } from './catalogue.entities';

/** Treatments, plans, items, promotions and the content of the public pages. */
@Module({
  imports: [MikroOrmModule.forFeature(CATALOGUE_ENTITIES)],
  providers: [SeedReferenceCatalogueHandler, ListTreatmentsHandler],
})
export class CatalogueModule {}
