import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { PrivateFileStore } from '../../../../../shared/storage/private-file-store';
import { RecordAuditEntryCommand } from '../../../../audit';
import { PruneAbandonedDraftsCommand, PurgeConsultationRecordsCommand } from '../../../../consultation';
import { PurgeCheckInRecordsCommand } from '../../../../check-in';
import { PurgeSupplyRecordsCommand } from '../../../../fulfilment';
import { PurgeGpRecordsCommand } from '../../../../general-practice';
import { PruneStaleRegistrationsCommand } from '../../../../identity';
import { PurgeRiskRecordsCommand } from '../../../../order-risk';
import { PurgeClinicalRecordsCommand } from '../../../../prescribing';
import { ListPatientSubscriptionIdsQuery, PurgeBillingRecordsCommand, PurgeTreatmentRecordsCommand } from '../../../../subscription';
import { PurgeIdentityRecordsCommand } from '../../../../verification';
import { daysBefore, RETENTION, STALLED_EXPORT_HOURS, yearsBefore } from '../../../domain/retention-schedule';
import { DataExport } from '../../../infrastructure/data-export.entity';
import { ErasureRequest } from '../../../infrastructure/erasure-request.entity';
import { RetentionSweepResult, SweepRetentionCommand } from './sweep-retention.command';

@CommandHandler(SweepRetentionCommand)
export class SweepRetentionHandler implements ICommandHandler<SweepRetentionCommand> {
  private readonly logger = new Logger(SweepRetentionHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly files: PrivateFileStore,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<RetentionSweepResult> {
    const now = this.clock.now();
    const result: RetentionSweepResult = {
      ...(await this.expireExports(now)),
      registrationsDeleted: await this.commands.execute(new PruneStaleRegistrationsCommand(daysBefore(now, RETENTION.pendingRegistrationDays))),
      draftsDeleted: await this.deleteAbandonedDrafts(now),
      paymentRecordsPurged: await this.purgePaymentRecords(now),
      clinicalRecordsPurged: await this.purgeClinicalRecords(now),
    };
    if (Object.values(result).some(Boolean)) this.logger.log(result, 'Retention sweep');
    return result;
  }

  /** Copies of data past their download window: the file goes, the row stays as the record that one was given. */
  private async expireExports(now: Date): Promise<{ exportsExpired: number; exportsFailed: number }> {
    const expired = await this.em.find(DataExport, { status: 'ready', expiresAt: { $lte: now } });
    for (const dataExport of expired) {
      if (dataExport.storagePath) await this.files.remove(dataExport.storagePath);
      Object.assign(dataExport, { status: 'expired', storagePath: undefined });
    }
    await this.em.flush();
    const exportsFailed = await this.em.nativeUpdate(DataExport, { status: 'preparing', requestedAt: { $lt: new Date(now.getTime() - STALLED_EXPORT_HOURS * 3600_000) } }, { status: 'failed' });
    return { exportsExpired: expired.length, exportsFailed };
  }

  private async deleteAbandonedDrafts(now: Date): Promise<number> {
    const { drafts, filesToRemove } = await this.commands.execute(new PruneAbandonedDraftsCommand(daysBefore(now, RETENTION.abandonedConsultationDraftDays)));
    await this.removeFiles(filesToRemove);
    return drafts;
  }

  private async purgePaymentRecords(now: Date): Promise<number> {
    const due = await this.em.find(ErasureRequest, { status: 'erased', decidedAt: { $lte: yearsBefore(now, RETENTION.paymentRecordYearsAfterErasure) }, paymentRecordsPurgedAt: null });
    for (const request of due) {
      await this.em.transactional(async () => {
        const payments = await this.commands.execute(new PurgeBillingRecordsCommand(request.userId));
        await this.purged(request, 'paymentRecordsPurgedAt', now, `Deleted ${payments} payment record(s) kept after the erasure: their retention period ended`);
      });
    }
    return due.length;
  }

  private async purgeClinicalRecords(now: Date): Promise<number> {
    const due = await this.em.find(ErasureRequest, { status: 'erased', decidedAt: { $lte: yearsBefore(now, RETENTION.clinicalRecordYearsAfterErasure) }, clinicalRecordsPurgedAt: null });
    for (const request of due) {
      const files = await this.em.transactional(async () => {
        const userId = request.userId;
        // Read before the subscriptions go: the order-risk records are kept by subscription.
        const subscriptionIds = await this.queries.execute(new ListPatientSubscriptionIdsQuery(userId));
        const { prescriptions, declines } = await this.commands.execute(new PurgeClinicalRecordsCommand(userId));
        const consultations = await this.commands.execute(new PurgeConsultationRecordsCommand(userId));
        const dispatches = await this.commands.execute(new PurgeSupplyRecordsCommand(userId));
        const gpRecords = await this.commands.execute(new PurgeGpRecordsCommand(userId));
        const checkIns = await this.commands.execute(new PurgeCheckInRecordsCommand(userId));
        const identity = await this.commands.execute(new PurgeIdentityRecordsCommand(userId));
        const riskFlags = await this.commands.execute(new PurgeRiskRecordsCommand(userId, subscriptionIds));
        const subscriptions = await this.commands.execute(new PurgeTreatmentRecordsCommand(userId));
        await this.purged(
          request,
          'clinicalRecordsPurgedAt',
          now,
          `Deleted the clinical records kept after the erasure (${prescriptions} prescription(s), ${declines} declined review(s), ${consultations.consultations} consultation(s), ${dispatches} dispatch(es), ${subscriptions} subscription(s), ${gpRecords} GP record(s), ${checkIns} check-in(s), ${identity.checks} identity check(s), ${riskFlags} order-risk flag(s)): their retention period ended`,
        );
        return [...consultations.filesToRemove, ...identity.filesToRemove];
      });
      await this.removeFiles(files);
    }
    return due.length;
  }

  /** Marks the purge done and records it, in the purge's own transaction. */
  private async purged(request: ErasureRequest, field: 'paymentRecordsPurgedAt' | 'clinicalRecordsPurgedAt', now: Date, summary: string): Promise<void> {
    await this.em.nativeUpdate(ErasureRequest, request.id, { [field]: now });
    await this.commands.execute(new RecordAuditEntryCommand({ actorId: null, action: 'privacy.retention.purged', summary, customerId: request.userId, subject: `erasure_request:${request.id}` }));
  }

  private async removeFiles(paths: string[]): Promise<void> {
    await Promise.all(paths.map((path) => this.files.remove(path)));
  }
}
