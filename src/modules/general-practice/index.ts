// The general-practice context's public surface: other contexts import from here only.
export { GetGpSharingQuery, type GpSharing } from './application/queries/get-gp-sharing/get-gp-sharing.query';
export { SendGpLetterCommand, type GpLetterToSend } from './application/commands/send-gp-letter/send-gp-letter.command';
export { SaveGpDetailsCommand, type GpStepAnswer } from './application/commands/save-gp-details/save-gp-details.command';
export { SeedPracticeDirectoryCommand } from './application/commands/seed-practice-directory/seed-practice-directory.command';
export type { GpStatus } from './domain/gp-sharing';
export { ExportGpDataQuery, type GpData } from './application/queries/export-gp-data/export-gp-data.query';
export { PurgeGpRecordsCommand } from './application/commands/purge-gp-records/purge-gp-records.command';
export { ListGpLettersQuery, type GpLetterOnRecord } from './application/queries/list-gp-letters/list-gp-letters.query';
