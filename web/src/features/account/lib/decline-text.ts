import { formatPence } from '../../../lib/format/format-price';
import type { AccountSubscription } from '../api/get-account-overview';

export type Decline = NonNullable<AccountSubscription['decline']>;

/** Said of a card refund: banks take their time, and the patient should not think it lost. */
const BANK_DELAY = 'It can take 5 to 10 working days to show on your statement.';

/** The refund in the patient's words: the amount back on the card, and the account credit given back, as the records say. */
export function refundText(refund: Decline['refund']): string {
  if (!refund) return 'Nothing was charged for this order, so there is nothing to refund.';
  const done = refund.state === 'refunded';
  const card =
    refund.amount_pence > 0
      ? `${formatPence(refund.amount_pence)} ${done ? 'has been refunded' : 'is being refunded'} to your card. ${BANK_DELAY}`
      : 'Nothing was charged to your card for this order.';
  const credit = refund.credit_pence > 0 ? ` The ${formatPence(refund.credit_pence)} of account credit it used ${done ? 'is back in your account' : 'is being returned to your account'}.` : '';
  return `${card}${credit}`;
}

/** When no reason was written for the patient (declines made before there was one): say so, and where to ask. */
export const NO_PATIENT_REASON = 'No reason was written for you. You can ask our clinical team in chat.';

/**
 * What the patient can do next. The GP and NHS 111 lines follow a clinical decision only: a failed
 * identity check says nothing about their skin.
 */
export function nextSteps(cause: Decline['cause']): string[] {
  if (cause === 'identity_check') return [];
  return [
    'Talk to your GP about other ways to treat your skin.',
    'If your symptoms get much worse and you need advice today, call NHS 111. In an emergency, call 999.',
  ];
}
