// The consultation context's public surface: other contexts import from here only.
export { ListConsultationSubmissionsQuery, type ConsultationSubmission } from './application/queries/list-consultation-submissions/list-consultation-submissions.query';
export { ListProgressPhotosQuery } from './application/queries/list-progress-photos/list-progress-photos.query';
export { SeedDemoProgressPhotoCommand } from './application/commands/seed-demo-progress-photo/seed-demo-progress-photo.command';
export { ExportConsultationDataQuery, type ConsultationData } from './application/queries/export-consultation-data/export-consultation-data.query';
export { EraseConsultationDataCommand, type ErasedConsultationData } from './application/commands/erase-consultation-data/erase-consultation-data.command';
export { PruneAbandonedDraftsCommand } from './application/commands/prune-abandoned-drafts/prune-abandoned-drafts.command';
export { PurgeConsultationRecordsCommand } from './application/commands/purge-consultation-records/purge-consultation-records.command';
export { cleanPhoto, MAX_PHOTO_BYTES, type CleanPhoto } from './infrastructure/photo-processing';
