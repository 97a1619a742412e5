import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Clock } from '../../../shared/domain/clock';
import { addToOutbox } from '../../../shared/outbox/outbox';
import { JobName } from '../../../shared/queue/jobs';
import { PrivateFileStore } from '../../../shared/storage/private-file-store';
import { RecordAuditEntryCommand } from '../../audit';
import { EraseConsultationDataCommand } from '../../consultation';
import { EraseFulfilmentDataCommand } from '../../fulfilment';
import { EndAllSessionsCommand, EraseAccountCommand } from '../../identity';
import { EraseMessagingDataCommand } from '../../messaging';
import { CloseSubscriptionsForErasureCommand, DetachSavedCardsCommand } from '../../subscription';
import { consultationsAPrescriberDecidedOn } from '../domain/clinical-record';
import type { ErasureOutcome } from '../domain/erasure-request';
import { ErasureAlreadyDecidedError, ErasureRequestNotFoundError } from '../domain/privacy.errors';
import { DataExport } from '../infrastructure/data-export.entity';
import { ErasureRequest } from '../infrastructure/erasure-request.entity';
import { PersonalDataCollector } from './personal-data';

/**
 * Carries out an approved erasure. Inside one transaction, each context erases or restricts
 * what it owns through its own command: subscription closes the treatments (refusing while an
 * order is under way), consultation erases what no prescriber decided on, messaging the chat
 * and newsletter sign-up, fulfilment the shipping labels, identity the account itself; the
 * patient's copies of their data go too. Only after the commit, because none of it can be
 * rolled back: files are deleted, saved cards detached at the provider, every session ended.
 */
@Injectable()
export class AccountEraser {
  private readonly logger = new Logger(AccountEraser.name);

  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly personalData: PersonalDataCollector,
    private readonly files: PrivateFileStore,
    private readonly clock: Clock,
  ) {}

  async erase(requestId: number, actorId: number): Promise<ErasureRequest> {
    const now = this.clock.now();
    const filesToRemove: string[] = [];
    const request = await this.em.transactional(async () => {
      // Locked: two members of staff approving at once erase once.
      const request = await this.em.findOne(ErasureRequest, requestId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!request) throw new ErasureRequestNotFoundError();
      if (request.status !== 'pending') throw new ErasureAlreadyDecidedError(request.status);
      const userId = request.userId;
      const data = await this.personalData.of(userId);
      if (!data) throw new ErasureRequestNotFoundError();

      const closed = await this.commands.execute(new CloseSubscriptionsForErasureCommand(actorId, userId, now));
      const keep = consultationsAPrescriberDecidedOn(data.prescribing.prescriptions, data.prescribing.declines, data.subscription.subscriptions);
      const consultations = await this.commands.execute(new EraseConsultationDataCommand(userId, keep));
      const messaging = await this.commands.execute(new EraseMessagingDataCommand(userId, data.account.profile.email));
      const fulfilment = await this.commands.execute(new EraseFulfilmentDataCommand(userId));
      const account = await this.commands.execute(new EraseAccountCommand(userId, now));
      // Their copies of their data go too; one still being prepared is called off (its job then does nothing).
      const exports = await this.em.find(DataExport, { userId, status: { $in: ['ready', 'preparing'] } });
      for (const dataExport of exports) Object.assign(dataExport, { status: dataExport.status === 'ready' ? 'expired' : 'failed', storagePath: undefined });
      filesToRemove.push(...consultations.filesToRemove, ...fulfilment.filesToRemove, ...exports.map((each) => `data-exports/${each.id}.zip`));

      const outcome: ErasureOutcome = {
        erased: {
          addresses: account.addresses,
          consultations: consultations.consultationsErased,
          progressPhotos: consultations.progressPhotosErased,
          photoFiles: consultations.filesToRemove.length,
          chatMessages: messaging.chatMessages,
          newsletterSignUps: messaging.newsletterSignUps,
          shippingLabels: fulfilment.labels,
          savedCards: 0,
          sessionsEnded: 0,
        },
        kept: {
          prescriptions: data.prescribing.prescriptions.length,
          consultationsPrescribedOn: consultations.consultationsKept,
          declinedReviews: data.prescribing.declines.length,
          registerEntries: data.prescribing.registerEntries.length,
          dispatches: data.fulfilment.dispatches.length,
          payments: data.subscription.payments.length,
          subscriptions: closed.restricted,
        },
        subscriptionsEnded: closed.ended,
      };
      Object.assign(request, { status: 'erased', decidedAt: now, decidedByUserId: actorId, patientReason: undefined, outcome });
      // The last email, to the address being erased: it leaves with the commit, and is not kept (the email queue drops it within the hour).
      addToOutbox(this.em, JobName.SendEmail, { to: data.account.profile.email, template: 'erasure-completed', data: { firstName: data.account.profile.firstName ?? '' } });
      await this.commands.execute(
        new RecordAuditEntryCommand({
          actorId,
          action: 'privacy.erasure.completed',
          summary: 'Erased the account at the patient’s request; records the law requires are kept, restricted',
          customerId: userId,
          subject: `erasure_request:${request.id}`,
          changes: [{ field: 'status', from: 'pending', to: 'erased' }],
        }),
      );
      return request;
    });

    await Promise.all(filesToRemove.map((path) => this.files.remove(path)));
    const savedCards = await this.afterCommit('detach saved cards', () => this.commands.execute(new DetachSavedCardsCommand(request.userId)));
    const sessionsEnded = await this.afterCommit('end sessions', () => this.commands.execute(new EndAllSessionsCommand(request.userId)));
    request.outcome = { ...request.outcome!, erased: { ...request.outcome!.erased, savedCards, sessionsEnded } };
    await this.em.flush();
    return request;
  }

  /**
   * A step outside the database: if it fails, the erasure has still happened (the account can
   * no longer sign in, its sessions read as signed out); the failure is logged for staff to repeat.
   */
  private async afterCommit(step: string, work: () => Promise<number>): Promise<number> {
    try {
      return await work();
    } catch (error) {
      this.logger.error({ err: error, step }, 'Erasure: a step after the commit failed');
      return 0;
    }
  }
}
