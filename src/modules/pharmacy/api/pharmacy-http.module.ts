import { Module } from '@nestjs/common';
import { RegulatoryInformationController } from './regulatory-information.controller';
import { ResponsiblePharmacistController } from './responsible-pharmacist.controller';

/** The pharmacy context's HTTP face; only the API process loads it. */
@Module({ controllers: [ResponsiblePharmacistController, RegulatoryInformationController] })
export class PharmacyHttpModule {}
