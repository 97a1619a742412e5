import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { WebhookMetrics } from '../../../../../shared/metrics/webhook-metrics';
import { RecordAuditEntryCommand } from '../../../../audit';
import { inboundIntent } from '../../../domain/sms/inbound-keyword';
import { SmsWebhookSignatureError } from '../../../domain/sms/sms.errors';
import { toUkMobileNumber } from '../../../domain/sms/uk-mobile-number';
import { SmsConsent } from '../../../infrastructure/sms-consent.entity';
import { SmsSender } from '../../sms-sender';
import { HandleInboundSmsCommand, type InboundSmsResult } from './handle-inbound-sms.command';

@CommandHandler(HandleInboundSmsCommand)
export class HandleInboundSmsHandler implements ICommandHandler<HandleInboundSmsCommand> {
  private readonly logger = new Logger(HandleInboundSmsHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly sender: SmsSender,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
    private readonly webhooks: WebhookMetrics,
  ) {}

  async execute({ url, params, signature }: HandleInboundSmsCommand): Promise<InboundSmsResult> {
    // Checked before anything is read: a forged STOP must change nobody's consent.
    if (!this.sender.inboundSignatureMatches(url, params, signature)) throw new SmsWebhookSignatureError();
    // Twilio's inbound message carries no time of its own: counted, with no lag.
    this.webhooks.received('sms');
    const intent = inboundIntent(params.Body ?? '', params.OptOutType);
    const from = toUkMobileNumber(params.From ?? '');
    if (intent === 'other' || !from.ok) return { intent, changed: 0 };
    const changed = await this.em.transactional(async (em) => {
      // STOP changes the consents that are on, START those that are off.
      const consents = await em.find(SmsConsent, { phone: from.e164, optedIn: intent === 'stop' });
      const now = this.clock.now();
      for (const consent of consents) {
        if (intent === 'stop') Object.assign(consent, { optedIn: false, optedOutAt: now, optedOutVia: 'reply' });
        // START is the number's owner asking for texts again, as Twilio lifts its own block on it.
        else Object.assign(consent, { optedIn: true, optedInAt: now, optedOutAt: null, optedOutVia: null });
        await this.commands.execute(
          new RecordAuditEntryCommand({
            actorId: null,
            action: intent === 'stop' ? 'messaging.sms_consent.opted_out' : 'messaging.sms_consent.opted_in',
            summary: intent === 'stop' ? 'Opted out of text messages by replying STOP' : 'Opted in to text messages again by replying START',
            customerId: consent.userId,
            subject: `sms_consent:${consent.userId}`,
            changes: [{ field: 'optedIn', from: String(intent === 'stop'), to: String(intent === 'start') }],
          }),
        );
      }
      return consents.length;
    });
    this.logger.log({ intent, changed, messageSid: params.MessageSid }, 'Reply to a text handled');
    return { intent, changed };
  }
}
