import { PrescriptionSigner } from './infrastructure/prescription-signer';
import { SupplyCounter } from './application/supply-counter';
import { PrescriptionWriter } from './application/prescription-writer';
import { DecideItemChangeHandler } from './application/commands/decide-item-change/decide-item-change.handler';
import { VerifyPrescriptionSignatureHandler } from './application/queries/verify-prescription-signature/verify-prescription-signature.handler';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CorrectRegisterEntryHandler } from './application/commands/correct-register-entry/correct-register-entry.handler';
import { ExportRegisterHandler } from './application/commands/export-register/export-register.handler';
import { DeclineForFailedIdentityCheckHandler } from './application/commands/decline-for-failed-identity-check/decline-for-failed-identity-check.handler';
import { ReviewSubscriptionHandler } from './application/commands/review-subscription/review-subscription.handler';
import { ListPatientSuppliesHandler } from './application/queries/list-patient-supplies/list-patient-supplies.handler';
import { ListDeclinesForPatientHandler } from './application/queries/list-declines-for-patient/list-declines-for-patient.handler';
import { SeedDemoPrescriberHandler } from './application/commands/seed-demo-prescriber/seed-demo-prescriber.handler';
import { SetPrescriberProfileHandler } from './application/commands/set-prescriber-profile/set-prescriber-profile.handler';
import { RemindExpiringPrescriptionsHandler } from './application/commands/remind-expiring-prescriptions/remind-expiring-prescriptions.handler';
import { StartRegisterExportHandler } from './application/commands/start-register-export/start-register-export.handler';
import { GetPrescriberProfileHandler } from './application/queries/get-prescriber-profile/get-prescriber-profile.handler';
import { GetPrescriptionHandler } from './application/queries/get-prescription/get-prescription.handler';
import { GetRegisterExportHandler } from './application/queries/get-register-export/get-register-export.handler';
import { ListPrescribersHandler } from './application/queries/list-prescribers/list-prescribers.handler';
import { ListRegisterEntriesHandler } from './application/queries/list-register-entries/list-register-entries.handler';
import { RecordSupplyInRegister } from './application/reactions/record-supply-in-register.reaction';
import { CountRenewedSupply } from './application/reactions/count-renewed-supply.reaction';
import { CheckSupplyHandler } from './application/queries/check-supply/check-supply.handler';
import { CheckSuppliesHandler } from './application/queries/check-supplies/check-supplies.handler';
import { ReadPrescriptionsAheadHandler } from './application/queries/read-prescriptions-ahead/read-prescriptions-ahead.handler';
import { CheckDispatchHandler } from './application/queries/check-dispatch/check-dispatch.handler';
import { GetPrescriptionSummaryHandler } from './application/queries/get-prescription-summary/get-prescription-summary.handler';
import { ExportPrescribingDataHandler } from './application/queries/export-prescribing-data/export-prescribing-data.handler';
import { PurgeClinicalRecordsHandler } from './application/commands/purge-clinical-records/purge-clinical-records.handler';
import { PRESCRIBING_ENTITIES } from './prescribing.entities';

/** Clinical review (approve/decline), prescriber profiles, prescriptions, the POM register and its export. */
@Module({
  imports: [MikroOrmModule.forFeature(PRESCRIBING_ENTITIES)],
  providers: [
    ListPatientSuppliesHandler,
    ListDeclinesForPatientHandler,
    ReviewSubscriptionHandler,
    DeclineForFailedIdentityCheckHandler,
    SeedDemoPrescriberHandler,
    SetPrescriberProfileHandler,
    RemindExpiringPrescriptionsHandler,
    GetPrescriberProfileHandler,
    GetPrescriptionHandler,
    ListRegisterEntriesHandler,
    ListPrescribersHandler,
    StartRegisterExportHandler,
    GetRegisterExportHandler,
    ExportRegisterHandler,
    CorrectRegisterEntryHandler,
    RecordSupplyInRegister,
    CountRenewedSupply,
    CheckSupplyHandler,
    CheckSuppliesHandler,
    ReadPrescriptionsAheadHandler,
    CheckDispatchHandler,
    GetPrescriptionSummaryHandler,
    ExportPrescribingDataHandler,
    PurgeClinicalRecordsHandler,
    PrescriptionSigner,
    SupplyCounter,
    PrescriptionWriter,
    DecideItemChangeHandler,
    VerifyPrescriptionSignatureHandler,
  ],
})
export class PrescribingModule {}
