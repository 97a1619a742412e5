import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ExportAuditTrailQuery, type AuditHistoryEntry } from '../../audit';
import { ExportCheckInDataQuery, type CheckInData } from '../../check-in';
import { ExportConsultationDataQuery, type ConsultationData } from '../../consultation';
import { ExportFulfilmentDataQuery, type FulfilmentData } from '../../fulfilment';
import { ExportGpDataQuery, type GpData } from '../../general-practice';
import { ExportAccountDataQuery, type AccountData } from '../../identity';
import { ExportMessagingDataQuery, type MessagingData } from '../../messaging';
import { ExportPrescribingDataQuery, type PrescribingData } from '../../prescribing';
import { ExportSubscriptionDataQuery, type SubscriptionData } from '../../subscription';
import { ExportIdentityDataQuery, type IdentityData } from '../../verification';

/** Everything the shop holds about one person, each part as the context that owns it answers. */
export interface PersonalData {
  account: AccountData;
  consultation: ConsultationData;
  subscription: SubscriptionData;
  fulfilment: FulfilmentData;
  prescribing: PrescribingData;
  messaging: MessagingData;
  gp: GpData;
  checkIn: CheckInData;
  identityChecks: IdentityData;
  audit: AuditHistoryEntry[];
}

/** Asks every context, through its public queries, for what it holds about a person. Null when there is no such person. */
@Injectable()
export class PersonalDataCollector {
  constructor(private readonly queries: QueryBus) {}

  async of(userId: number): Promise<PersonalData | null> {
    const account = await this.queries.execute(new ExportAccountDataQuery(userId));
    if (!account) return null;
    // In turn, not at once: an erasure asks inside its transaction, whose one connection takes one query at a time.
    return {
      account,
      consultation: await this.queries.execute(new ExportConsultationDataQuery(userId)),
      subscription: await this.queries.execute(new ExportSubscriptionDataQuery(userId)),
      fulfilment: await this.queries.execute(new ExportFulfilmentDataQuery(userId)),
      prescribing: await this.queries.execute(new ExportPrescribingDataQuery(userId)),
      messaging: await this.queries.execute(new ExportMessagingDataQuery(userId, account.profile.email)),
      gp: await this.queries.execute(new ExportGpDataQuery(userId)),
      checkIn: await this.queries.execute(new ExportCheckInDataQuery(userId)),
      identityChecks: await this.queries.execute(new ExportIdentityDataQuery(userId)),
      audit: await this.queries.execute(new ExportAuditTrailQuery(userId)),
    };
  }
}
