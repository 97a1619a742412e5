import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../../../config/app-config';
import { Clock } from '../../../../../shared/domain/clock';
import { addToOutbox } from '../../../../../shared/outbox/outbox';
import { JobName } from '../../../../../shared/queue/jobs';
import { PrivateFileStore } from '../../../../../shared/storage/private-file-store';
import { GetPatientDetailsQuery } from '../../../../identity';
import { ListSubscriptionsAwaitingReviewQuery } from '../../../../subscription';
import { IdentityCheck } from '../../../infrastructure/identity-check.entity';
import { IdentityEvidence } from '../../../infrastructure/identity-evidence.entity';
import { VerificationRequest } from '../../../infrastructure/verification-request.entity';
import { SweepIdentityChecksCommand, type IdentitySweepResult } from './sweep-identity-checks.command';

const DAY_MS = 24 * 3600 * 1000;
/** One reminder, this long after the first email. */
export const REMINDER_AFTER_DAYS = 2;

@CommandHandler(SweepIdentityChecksCommand)
export class SweepIdentityChecksHandler implements ICommandHandler<SweepIdentityChecksCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly files: PrivateFileStore,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<IdentitySweepResult> {
    const { asked, reminded } = await this.askAndRemind();
    return { asked, reminded, evidenceDeleted: await this.deleteExpiredEvidence() };
  }

  private async askAndRemind(): Promise<{ asked: number; reminded: number }> {
    const em = this.em.fork();
    const now = this.clock.now();
    let asked = 0;
    let reminded = 0;
    const waiting = await this.queries.execute(new ListSubscriptionsAwaitingReviewQuery());
    for (const userId of new Set(waiting.map((subscription) => subscription.userId))) {
      // Only those who have not given their photos yet: a check under way or decided needs nothing from them.
      const latest = await em.findOne(IdentityCheck, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
      if (latest && latest.status !== 'awaiting_capture') continue;
      const request = await em.findOne(VerificationRequest, { userId });
      if (request && (request.remindedAt || now.getTime() - request.askedAt.getTime() < REMINDER_AFTER_DAYS * DAY_MS)) continue;
      const patient = await this.queries.execute(new GetPatientDetailsQuery(userId));
      if (!patient) continue;
      if (request) {
        request.remindedAt = now;
        reminded++;
      } else {
        em.persist(Object.assign(new VerificationRequest(), { userId, askedAt: now }));
        asked++;
      }
      const verifyUrl = `${this.config.get('APP_URL')}/v2/profile/verify-identity`;
      addToOutbox(em, JobName.SendEmail, { to: patient.email, template: 'verify-identity', data: { firstName: patient.firstName, verifyUrl, reminder: request ? 'yes' : 'no' } });
      await em.flush();
    }
    return { asked, reminded };
  }

  /** Photos of decided checks, once their time is up: the files first, then their rows; the check keeps its result. */
  private async deleteExpiredEvidence(): Promise<number> {
    const em = this.em.fork();
    const cutoff = new Date(this.clock.now().getTime() - this.config.get('IDENTITY_DOCUMENT_RETENTION_DAYS') * DAY_MS);
    const expired = await em.find(IdentityCheck, { decidedAt: { $lte: cutoff }, evidenceDeletedAt: null });
    let deleted = 0;
    for (const check of expired) {
      const photos = await em.find(IdentityEvidence, { checkId: check.id });
      for (const photo of photos) await this.files.remove(photo.storagePath);
      deleted += await em.nativeDelete(IdentityEvidence, { checkId: check.id });
      check.evidenceDeletedAt = this.clock.now();
    }
    // Photos added but never sent for a check are deleted after the same period.
    const orphaned = await em.find(IdentityEvidence, { checkId: null, uploadedAt: { $lte: cutoff } });
    for (const photo of orphaned) await this.files.remove(photo.storagePath);
    if (orphaned.length > 0) deleted += await em.nativeDelete(IdentityEvidence, { id: { $in: orphaned.map((photo) => photo.id) } });
    await em.flush();
    return deleted;
  }
}
