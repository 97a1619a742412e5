import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { WebhookMetrics } from '../../../../../shared/metrics/webhook-metrics';
import { decisionOf } from '../../../domain/identity-check-status';
import { parseCheckEvent, signatureMatches, WEBHOOK_MAX_AGE_MS } from '../../../domain/onfido-webhook';
import { IdentityWebhookMalformedError, IdentityWebhookReplayedError, IdentityWebhookSignatureError, IdentityWebhookStaleError } from '../../../domain/verification.errors';
import { IdentityCheck } from '../../../infrastructure/identity-check.entity';
import { IdentityDecisions } from '../../identity-decisions';
import { IdentityVerifier } from '../../identity-verifier';
import { HandleIdentityWebhookCommand } from './handle-identity-webhook.command';

/**
 * The provider says a check completed. The signature is checked over the raw bytes first; the
 * result is then read back from the provider (the event only says which check), so a body
 * altered in transit cannot decide anything. A check completes once: a second delivery of its
 * completion, or one older than a day, is refused and changes nothing.
 */
@CommandHandler(HandleIdentityWebhookCommand)
export class HandleIdentityWebhookHandler implements ICommandHandler<HandleIdentityWebhookCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly verifier: IdentityVerifier,
    private readonly decisions: IdentityDecisions,
    private readonly clock: Clock,
    private readonly webhooks: WebhookMetrics,
  ) {}

  async execute({ rawBody, signature }: HandleIdentityWebhookCommand): Promise<{ handled: boolean }> {
    if (!signatureMatches(rawBody, signature, this.verifier.webhookSecret)) throw new IdentityWebhookSignatureError();
    this.webhooks.received('identity');
    const event = parseCheckEvent(rawBody);
    if (event === 'malformed') throw new IdentityWebhookMalformedError();
    if (event === null) return { handled: false };
    if (event.completedAt && this.clock.now().getTime() - event.completedAt.getTime() > WEBHOOK_MAX_AGE_MS) throw new IdentityWebhookStaleError();

    const handled = await this.em.transactional(async (em) => {
      const check = await em.findOne(IdentityCheck, { providerCheckId: event.checkId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!check) return { handled: false };
      if (check.completedAt) throw new IdentityWebhookReplayedError();
      const outcome = await this.verifier.retrieveCheck(event.checkId);
      Object.assign(check, { completedAt: this.clock.now(), providerResult: outcome.result ?? undefined, documentSubResult: outcome.documentSubResult ?? undefined });
      await this.decisions.settle(check, decisionOf(outcome), null);
      return { handled: true };
    });
    this.webhooks.handled('identity', event.completedAt, this.clock.now());
    return handled;
  }
}
