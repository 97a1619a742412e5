import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SeedDemoPharmacistHandler } from './application/commands/seed-demo-pharmacist/seed-demo-pharmacist.handler';
import { SetPharmacistProfileHandler } from './application/commands/set-pharmacist-profile/set-pharmacist-profile.handler';
import { SignInAsResponsiblePharmacistHandler } from './application/commands/sign-in-as-responsible-pharmacist/sign-in-as-responsible-pharmacist.handler';
import { SignOutAsResponsiblePharmacistHandler } from './application/commands/sign-out-as-responsible-pharmacist/sign-out-as-responsible-pharmacist.handler';
import { GetPharmacistProfileHandler } from './application/queries/get-pharmacist-profile/get-pharmacist-profile.handler';
import { GetRegulatoryInformationHandler } from './application/queries/get-regulatory-information/get-regulatory-information.handler';
import { GetResponsiblePharmacistHandler } from './application/queries/get-responsible-pharmacist/get-responsible-pharmacist.handler';
import { ListResponsiblePharmacistRecordsHandler } from './application/queries/list-responsible-pharmacist-records/list-responsible-pharmacist-records.handler';
import { PHARMACY_ENTITIES } from './pharmacy.entities';

/** The registered pharmacy: pharmacist profiles, the Responsible Pharmacist record, the registrations the site shows (ADR 0007). */
@Module({
  imports: [MikroOrmModule.forFeature(PHARMACY_ENTITIES)],
  providers: [
    SignInAsResponsiblePharmacistHandler,
    SignOutAsResponsiblePharmacistHandler,
    SetPharmacistProfileHandler,
    SeedDemoPharmacistHandler,
    GetPharmacistProfileHandler,
    GetResponsiblePharmacistHandler,
    ListResponsiblePharmacistRecordsHandler,
    GetRegulatoryInformationHandler,
  ],
})
export class PharmacyModule {}
