import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AddConsultationPhotoHandler } from './application/commands/add-consultation-photo/add-consultation-photo.handler';
import { RemoveConsultationPhotoHandler } from './application/commands/remove-consultation-photo/remove-consultation-photo.handler';
import { SaveAnswersHandler } from './application/commands/save-answers/save-answers.handler';
import { StartConsultationHandler } from './application/commands/start-consultation/start-consultation.handler';
import { SubmitConsultationHandler } from './application/commands/submit-consultation/submit-consultation.handler';
import { ConsultationAccess } from './application/consultation-access';
import { ListConsultationSubmissionsHandler } from './application/queries/list-consultation-submissions/list-consultation-submissions.handler';
import { ReadStoredFileHandler } from './application/queries/read-stored-file/read-stored-file.handler';
import { AddProgressPhotoHandler } from './application/commands/add-progress-photo/add-progress-photo.handler';
import { SeedDemoProgressPhotoHandler } from './application/commands/seed-demo-progress-photo/seed-demo-progress-photo.handler';
import { PhotoStore } from './application/photo-store';
import { ListProgressPhotosHandler } from './application/queries/list-progress-photos/list-progress-photos.handler';
import { ExportConsultationDataHandler } from './application/queries/export-consultation-data/export-consultation-data.handler';
import { EraseConsultationDataHandler } from './application/commands/erase-consultation-data/erase-consultation-data.handler';
import { PruneAbandonedDraftsHandler } from './application/commands/prune-abandoned-drafts/prune-abandoned-drafts.handler';
import { PurgeConsultationRecordsHandler } from './application/commands/purge-consultation-records/purge-consultation-records.handler';
import { CONSULTATION_ENTITIES } from './consultation.entities';

/** Questionnaires, submissions, clinical flags, consultation and progress photos. */
@Module({
  imports: [MikroOrmModule.forFeature(CONSULTATION_ENTITIES)],
  providers: [
    ConsultationAccess,
    StartConsultationHandler,
    SaveAnswersHandler,
    AddConsultationPhotoHandler,
    RemoveConsultationPhotoHandler,
    SubmitConsultationHandler,
    ReadStoredFileHandler,
    ListConsultationSubmissionsHandler,
    PhotoStore,
    AddProgressPhotoHandler,
    ListProgressPhotosHandler,
    SeedDemoProgressPhotoHandler,
    ExportConsultationDataHandler,
    EraseConsultationDataHandler,
    PruneAbandonedDraftsHandler,
    PurgeConsultationRecordsHandler,
  ],
})
export class ConsultationModule {}
