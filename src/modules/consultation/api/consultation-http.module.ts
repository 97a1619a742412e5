import { Module } from '@nestjs/common';
import { AdminConsultationsController } from './admin-consultations.controller';
import { ConsultationsController } from './consultations.controller';
import { PrivateStorageController } from './private-storage.controller';

/** The consultation context's HTTP face; only the API process loads it. */
@Module({ controllers: [ConsultationsController, PrivateStorageController, AdminConsultationsController] })
export class ConsultationHttpModule {}
