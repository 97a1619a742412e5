import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Clock } from '../../../../shared/domain/clock';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { LocalCheckDecided } from '../../domain/local-check-decided.event';
import { signWebhook } from '../../domain/onfido-webhook';
import { IdentityWebhookReplayedError } from '../../domain/verification.errors';
import { HandleIdentityWebhookCommand } from '../commands/handle-identity-webhook/handle-identity-webhook.command';
import { IdentityVerifier } from '../identity-verifier';

/**
 * The local verifier's webhook: Onfido's body, signed with the verifier's secret, handed to the
 * same command the webhook route runs, so signature checking, replay refusal and deciding are the
 * code Onfido's deliveries go through. On the worker, after the capture has committed.
 */
@Injectable()
@ReactsTo(LocalCheckDecided, 'after-commit')
export class DeliverLocalWebhook implements DomainEventReaction<LocalCheckDecided> {
  constructor(
    private readonly commands: CommandBus,
    private readonly verifier: IdentityVerifier,
    private readonly clock: Clock,
  ) {}

  async react({ providerCheckId }: LocalCheckDecided): Promise<void> {
    const outcome = await this.verifier.retrieveCheck(providerCheckId);
    const body = Buffer.from(
      JSON.stringify({
        payload: {
          resource_type: 'check',
          action: 'check.completed',
          object: { id: providerCheckId, status: outcome.status, result: outcome.result, completed_at_iso8601: this.clock.now().toISOString(), href: `/v3.6/checks/${providerCheckId}` },
        },
      }),
    );
    try {
      await this.commands.execute(new HandleIdentityWebhookCommand(body, signWebhook(body, this.verifier.webhookSecret)));
    } catch (error) {
      // Delivered before (the job ran twice): nothing more to do.
      if (!(error instanceof IdentityWebhookReplayedError)) throw error;
    }
  }
}
