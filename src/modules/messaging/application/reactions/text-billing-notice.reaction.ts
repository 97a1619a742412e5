import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainEventReaction, ReactsTo } from '../../../../shared/events/domain-events';
import { BillingNoticeSent } from '../../../subscription';
import { SendSmsToCustomerCommand } from '../commands/send-sms-to-customer/send-sms-to-customer.command';

/** The billing notices that ask for the customer's attention before a date: each is also texted (same template name). */
const TEXTED_NOTICES = new Set(['renewal-reminder', 'renewal-payment-failed', 'renewal-authentication-required']);

/**
 * A reminder before a charge, a failed payment or a bank check also goes by text to a customer
 * who opted in. After the commit, so a provider's hiccup never holds up a renewal; receipts and
 * the rest stay email only.
 */
@Injectable()
@ReactsTo(BillingNoticeSent, 'after-commit')
export class TextBillingNotice implements DomainEventReaction<BillingNoticeSent> {
  constructor(private readonly commands: CommandBus) {}

  async react({ userId, notice, details }: BillingNoticeSent): Promise<void> {
    if (!TEXTED_NOTICES.has(notice)) return;
    await this.commands.execute(new SendSmsToCustomerCommand(userId, notice, details));
  }
}
