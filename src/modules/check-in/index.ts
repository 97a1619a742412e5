// The check-in context's public surface: other contexts import from here only.
export { GateRenewalOnCheckInCommand, type DueSupply } from './application/commands/gate-renewal-on-check-in/gate-renewal-on-check-in.command';
export { ExportCheckInDataQuery, type CheckInData } from './application/queries/export-check-in-data/export-check-in-data.query';
export { PurgeCheckInRecordsCommand } from './application/commands/purge-check-in-records/purge-check-in-records.command';
