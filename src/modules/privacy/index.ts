// The privacy context's public surface: other contexts import from here only.
export { BuildDataExportCommand } from './application/commands/build-data-export/build-data-export.command';
export { SweepRetentionCommand, type RetentionSweepResult } from './application/commands/sweep-retention/sweep-retention.command';
export { RETENTION } from './domain/retention-schedule';
