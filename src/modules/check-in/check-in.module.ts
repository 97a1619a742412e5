import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AnswerCheckInHandler } from './application/commands/answer-check-in/answer-check-in.handler';
import { DecideCheckInHandler } from './application/commands/decide-check-in/decide-check-in.handler';
import { GateRenewalOnCheckInHandler } from './application/commands/gate-renewal-on-check-in/gate-renewal-on-check-in.handler';
import { PurgeCheckInRecordsHandler } from './application/commands/purge-check-in-records/purge-check-in-records.handler';
import { ExportCheckInDataHandler } from './application/queries/export-check-in-data/export-check-in-data.handler';
import { ListCheckInsForStaffHandler } from './application/queries/list-check-ins-for-staff/list-check-ins-for-staff.handler';
import { ListCustomerCheckInsHandler } from './application/queries/list-customer-check-ins/list-customer-check-ins.handler';
import { CloseCheckInOnNewPrescription } from './application/reactions/close-check-in-on-new-prescription.reaction';
import { BaselinePhoto } from './application/baseline-photo';
import { CHECK_IN_ENTITIES } from './check-in.entities';

/** Clinical check-ins before a later supply, with new photos, and the prescriber's review of them (issue 19). */
@Module({
  imports: [MikroOrmModule.forFeature(CHECK_IN_ENTITIES)],
  providers: [BaselinePhoto, GateRenewalOnCheckInHandler, AnswerCheckInHandler, DecideCheckInHandler, ListCustomerCheckInsHandler, ListCheckInsForStaffHandler, ExportCheckInDataHandler, PurgeCheckInRecordsHandler, CloseCheckInOnNewPrescription],
})
export class CheckInModule {}
