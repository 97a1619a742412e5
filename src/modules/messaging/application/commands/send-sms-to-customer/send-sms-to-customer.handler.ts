import { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../../config/app-config';
import { renderSms } from '../../../domain/sms/sms-templates';
import { SmsConsent } from '../../../infrastructure/sms-consent.entity';
import { SmsSender, UndeliverableSmsError } from '../../sms-sender';
import { SendSmsToCustomerCommand, type SmsOutcome } from './send-sms-to-customer.command';

@CommandHandler(SendSmsToCustomerCommand)
export class SendSmsToCustomerHandler implements ICommandHandler<SendSmsToCustomerCommand> {
  private readonly logger = new Logger(SendSmsToCustomerHandler.name);

  constructor(
    private readonly em: EntityManager,
    private readonly sender: SmsSender,
    private readonly config: AppConfig,
  ) {}

  async execute({ userId, template, data }: SendSmsToCustomerCommand): Promise<SmsOutcome> {
    // Rendered first: an unknown template is a programming error, whether or not this customer opted in.
    const body = renderSms(template, { ...data, brand: this.config.business.tradingName });
    const consent = await this.em.findOne(SmsConsent, { userId, optedIn: true });
    if (!consent) return 'not-opted-in';
    try {
      const sent = await this.sender.send(consent.phone, body);
      this.logger.log({ userId, template, sid: sent.sid, status: sent.status }, 'Text sent');
      return 'sent';
    } catch (error) {
      if (!(error instanceof UndeliverableSmsError)) throw error;
      // The provider will never take this number (e.g. it replied STOP before we heard): no retry.
      this.logger.warn({ userId, template, err: error }, 'Text not deliverable to this number');
      return 'undeliverable';
    }
  }
}
