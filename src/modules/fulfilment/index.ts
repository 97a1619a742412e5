// The fulfilment context's public surface: other contexts import from here only.
export { SupplyDispatched } from './domain/fulfilment.events';
export { dispatchReference } from './domain/dispatch-reference';
export { RecordClinicalCheckCommand } from './application/commands/record-clinical-check/record-clinical-check.command';
export { RecordAccuracyCheckCommand } from './application/commands/record-accuracy-check/record-accuracy-check.command';
export { ShipItemCommand } from './application/commands/ship-item/ship-item.command';
export { RenderDocumentsCommand } from './application/commands/render-documents/render-documents.command';
export { ExportFulfilmentDataQuery, type FulfilmentData } from './application/queries/export-fulfilment-data/export-fulfilment-data.query';
export { EraseFulfilmentDataCommand } from './application/commands/erase-fulfilment-data/erase-fulfilment-data.command';
export { PurgeSupplyRecordsCommand } from './application/commands/purge-supply-records/purge-supply-records.command';
