import { Lifecycle } from '../../../shared/domain/lifecycle';
import type { SubscriptionStatus } from './subscription-status';

/** A treatment whose supplies are running: the customer may move its dates, pause it or cancel it (spec §4). */
export const RUNNING: readonly SubscriptionStatus[] = ['active', 'shipping'];
/** Where a renewal may be charged: on time, or again after a decline (its retries and a changed card renew the same due date). */
export const CHARGEABLE: readonly SubscriptionStatus[] = ['active', 'failed'];

const NOT_IN_REVIEW = {
  code: 'SUBSCRIPTION.NOT_IN_REVIEW',
  message: (from: SubscriptionStatus) => `Only a subscription under review can be approved or declined; this one is ${from}.`,
};

/**
 * A subscription's lifecycle: every change of `subscription.status` is one of these transitions,
 * taken through `SUBSCRIPTION_LIFECYCLE.take`. docs/subscription-lifecycle.md is generated from it.
 */
export const SUBSCRIPTION_LIFECYCLE = Lifecycle.of<SubscriptionStatus>()({
  name: 'subscription',
  codePrefix: 'SUBSCRIPTION',
  initial: 'pending',
  states: {
    pending: "Proposed after a consultation; not paid yet ('INCOMPLETE').",
    review: "Paid at checkout; waiting for a prescriber's decision ('UNDER REVIEW').",
    active: 'Prescribed; each supply is charged and sent on its due date.',
    shipping: "The next supply is being shipped ('NEXT ITEM IS BEING SHIPPED'); no transition leads here yet.",
    processing: "A renewal waits for the customer's bank to authenticate the payment.",
    failed: 'A renewal was declined; retried on the retry dates, or at once with a new card.',
    cancelled: 'Ended for good: nothing more is charged or sent.',
    reconsult: "The prescription allows no more supplies (all sent, expired, or the plan's next medicine not prescribed): nothing is charged or sent until a prescriber writes a new one ('CONSULTATION NEEDED').",
  },
  transitions: {
    pay: { from: ['pending'], to: 'review', by: ['billing'], means: 'The first payment is settled at checkout; the first supply is paid.' },
    approve: { from: ['review'], to: 'active', by: ['prescriber'], means: 'A prescriber approves and prescribes; the next supply is due one interval later.', refusal: NOT_IN_REVIEW },
    decline: { from: ['review'], to: 'cancelled', by: ['prescriber'], means: 'A prescriber declines; the first payment is refunded in full (ADR 0005).', refusal: NOT_IN_REVIEW },
    start: {
      from: ['pending'],
      to: 'review',
      by: ['staff'],
      means: 'Start Subscription (Admin): staff start it for a known patient with no checkout; a prescriber prescribes it before its first supply is charged or sent.',
    },
    renew: { from: [...CHARGEABLE, 'processing'], to: 'active', by: ['billing'], means: 'A renewal is paid (on time, on a retry, or once authenticated); the next due date is set.' },
    'await-authentication': { from: CHARGEABLE, to: 'processing', by: ['billing'], means: "A renewal needs the customer's bank authentication; they are emailed a link." },
    'ask-to-reconsult': {
      from: CHARGEABLE,
      to: 'reconsult',
      by: ['billing'],
      means: 'A renewal finds the prescription allows no more supplies (HMR 2012 reg 217): nothing is charged, and the customer is emailed to re-consult.',
    },
    represcribe: {
      from: ['reconsult'],
      to: 'active',
      by: ['prescriber'],
      means: "A prescriber writes a new prescription after the re-consultation; the supply that was held is charged by the next day's renewal run.",
      refusal: { code: 'SUBSCRIPTION.NOT_IN_REVIEW', message: (from) => `Only a subscription waiting for a re-consultation can be prescribed again; this one is ${from}.` },
    },
    'fail-renewal': { from: [...CHARGEABLE, 'processing'], to: 'failed', by: ['billing'], means: 'A renewal is declined; the next retry date is set, if any is left.' },
    cancel: {
      from: [...RUNNING, 'reconsult'],
      to: 'cancelled',
      by: ['customer'],
      means: 'The customer cancels from their account.',
      refusal: { code: 'SUBSCRIPTION.ACTION_NOT_ALLOWED', message: (from) => `Only an active treatment can be cancelled; this one is ${from}.` },
    },
    end: {
      from: ['shipping', 'active', 'pending', 'reconsult'],
      to: 'cancelled',
      by: ['staff'],
      means: 'End Subscription in the back office (spec §4: only shipping, active or pending).',
      refusal: {
        code: 'SUBSCRIPTION.ACTION_REFUSED',
        message: (from) => (from === 'cancelled' ? 'This subscription is already cancelled.' : `Only an active, shipping or pending subscription can be ended; this one is ${from}.`),
      },
    },
    'close-for-erasure': {
      from: ['pending', 'active', 'shipping', 'failed', 'reconsult'],
      to: 'cancelled',
      by: ['staff'],
      means: "Staff approve the patient's erasure request; an order under way must be settled first.",
    },
  },
});

export type SubscriptionTransition = keyof typeof SUBSCRIPTION_LIFECYCLE.declaration.transitions;
