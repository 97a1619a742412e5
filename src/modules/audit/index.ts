// The audit context's public surface: other contexts import from here only.
export { RecordAuditEntryCommand } from './application/commands/record-audit-entry/record-audit-entry.command';
export { ListAuditEntriesQuery, type AuditHistoryEntry, type AuditHistoryLine, type AuditSubjectFilter } from './application/queries/list-audit-entries/list-audit-entries.query';
export { ExportAuditTrailQuery } from './application/queries/export-audit-trail/export-audit-trail.query';
export { changedFields, type AuditChange, type AuditRecord } from './domain/audit-record';
