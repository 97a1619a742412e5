// The verification context's public surface: other contexts import from here only.
export { SweepIdentityChecksCommand, type IdentitySweepResult } from './application/commands/sweep-identity-checks/sweep-identity-checks.command';
export { GetIdentityCheckQuery } from './application/queries/get-identity-check/get-identity-check.query';
export type { IdentitySummary } from './application/identity-summary';
export { ExportIdentityDataQuery, type IdentityData } from './application/queries/export-identity-data/export-identity-data.query';
export { PurgeIdentityRecordsCommand } from './application/commands/purge-identity-records/purge-identity-records.command';
