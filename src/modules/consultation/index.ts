// The consultation context's public surface: other contexts import from here only.
export { ListConsultationSubmissionsQuery, type ConsultationSubmission } from './application/queries/list-consultation-submissions/list-consultation-submissions.query';
export { SeedDemoProgressPhotoCommand } from './application/commands/seed-demo-progress-photo/seed-demo-progress-photo.command';
export { ConsultationModule } from './consultation.module';
export { ConsultationHttpModule } from './api/consultation-http.module';
