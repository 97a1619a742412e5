import { Module } from '@nestjs/common';
import { AdminConsultationsController } from './admin-consultations.controller';
import { ConsultationsController } from './consultations.controller';
import { PrivateStorageController } from './private-storage.controller';
import { AdminProgressPhotosController } from './admin-progress-photos.controller';
import { ProgressPhotosController } from './progress-photos.controller';

/** The consultation context's HTTP face; only the API process loads it. */
@Module({ controllers: [ConsultationsController, PrivateStorageController, AdminConsultationsController, ProgressPhotosController, AdminProgressPhotosController] })
export class ConsultationHttpModule {}
