// The order-risk context's public surface: other contexts import from here only.
export { ListRiskFlagsQuery, type RiskFlagView } from './application/queries/list-risk-flags/list-risk-flags.query';
export { FLAG_KINDS, type FlagKind } from './domain/order-risk-rules';
export { PurgeRiskRecordsCommand } from './application/commands/purge-risk-records/purge-risk-records.command';
