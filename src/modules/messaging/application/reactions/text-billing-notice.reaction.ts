import { Injectable } from '@nestjs/common';
import { DomainEvents, DomainEventReaction, ReactsTo } from '../../../../shared/events/domain-events';
import { NoticeToText } from '../../domain/sms/notice-to-text.event';
import { BillingNoticeSent } from '../../../subscription';

/**
 * The billing notices that ask for the customer's attention before a date: each is also texted
 * (same template name). A hard decline and a card expiring before the charge need a new card.
 */
const TEXTED_NOTICES = new Set(['renewal-reminder', 'renewal-payment-failed', 'renewal-new-card-needed', 'renewal-authentication-required', 'card-expires-before-charge']);

/**
 * A reminder before a charge, a failed payment, a card to replace or a bank check also goes by text to a customer
 * who opted in. Chosen in the renewal's transaction, so the receipts of a renewal run (emails
 * only) cost no outbox row or job; the text itself goes after the commit (`SendNoticeByText`),
 * so a provider's hiccup never holds up a renewal.
 */
@Injectable()
@ReactsTo(BillingNoticeSent, 'in-transaction')
export class TextBillingNotice implements DomainEventReaction<BillingNoticeSent> {
  constructor(private readonly events: DomainEvents) {}

  async react({ userId, notice, details }: BillingNoticeSent): Promise<void> {
    if (!TEXTED_NOTICES.has(notice)) return;
    await this.events.publish(new NoticeToText(userId, notice, details));
  }
}
