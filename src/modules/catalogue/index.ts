// The catalogue context's public surface: other contexts import from here only.
export { SeedReferenceCatalogueCommand } from './application/commands/seed-reference-catalogue/seed-reference-catalogue.command';
export { ListTreatmentsQuery, type TreatmentSummary } from './application/queries/list-treatments/list-treatments.query';
export { CatalogueModule } from './catalogue.module';
export { CatalogueHttpModule } from './api/catalogue-http.module';
