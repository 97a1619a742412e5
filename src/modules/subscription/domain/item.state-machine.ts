import { type Actor, Lifecycle } from '../../../shared/domain/lifecycle';
import type { ItemStatus } from './subscription-status';

/** Supplies not yet paid for: once their subscription ends they will never be charged or sent. */
const NOT_YET_PAID: readonly ItemStatus[] = ['upcoming', 'waiting'];

/**
 * The statuses that record nothing having happened yet, which the back office's status select
 * may move a supply between: still to come, held 'waiting for customer', or cancelled.
 */
const NOTHING_HAPPENED: readonly ItemStatus[] = ['upcoming', 'waiting', 'cancelled'];

/** The status select's transitions: `SetItemStatusCommand` takes whichever leads where staff chose. */
export const STATUS_SELECT_TRANSITIONS = ['set', 'pack', 'unpack'] as const;

/**
 * Why the status select cannot make a supply `to`, and which flow does instead. Paid, shipped and
 * refunded each state a fact (a payment taken, a dispatch after the pharmacist's checks, a refund)
 * that only its own flow makes true; and a supply paid for, shipped or refunded keeps that on the
 * record, since marking a paid one upcoming again would have its renewal charge for it a second time.
 */
function whyTheSelectCannot(from: ItemStatus, to: ItemStatus): string {
  if (from === 'shipped') return 'This supply has been shipped: its dispatch stays on the record, and the status cannot be changed by hand.';
  if (from === 'refunded') return 'This supply has been refunded: its refund stays on the record, and the status cannot be changed by hand.';
  if (to === 'shipped') return 'Only Ship on the dispatch list marks a supply shipped, once a pharmacist has checked it against its prescription.';
  if (to === 'refunded') return "Only a refund marks a supply refunded: a prescriber's decline refunds the first payment in full.";
  if (from === 'paid' || from === 'packaging') {
    return `This supply is paid for: marking it ${to} would hide the payment taken for it. A paid supply leaves the dispatch list by Ship, or by a refund when a prescriber declines.`;
  }
  return "Only a payment marks a supply paid, and only a paid one can be packed: its checkout, its renewal or the customer's 'send now' takes the payment.";
}

const STATUS_NEEDS_ITS_FLOW = { code: 'SUBSCRIPTION_ITEM.STATUS_NEEDS_ITS_FLOW', message: whyTheSelectCannot };

/**
 * One supply's lifecycle: every change of `subscription_item.status` is one of these transitions,
 * taken through `ITEM_LIFECYCLE.take`. Staff's status select is a transition too (`set`, `pack`,
 * `unpack`), but only between statuses that claim nothing the shop's flows did not make true.
 * docs/subscription-lifecycle.md is generated from it.
 */
export const ITEM_LIFECYCLE = Lifecycle.of<ItemStatus>()({
  name: 'subscription item',
  codePrefix: 'SUBSCRIPTION_ITEM',
  initial: 'upcoming',
  states: {
    upcoming: 'Still to be charged and sent.',
    paid: "Charged; on fulfilment's dispatch list.",
    packaging: 'Being packed (set by staff).',
    shipped: 'Handed to the carrier, with its dispatch date and tracking number.',
    cancelled: 'Will never be charged or sent.',
    waiting: "'Waiting for customer': its renewal was declined or needs the customer's authentication.",
    refunded: 'Its payment was refunded.',
  },
  transitions: {
    pay: { from: NOT_YET_PAID, to: 'paid', by: ['billing'], means: 'Its payment is settled: the first payment at checkout, or a renewal.' },
    'await-customer': { from: NOT_YET_PAID, to: 'waiting', by: ['billing'], means: "Its renewal is declined or needs the customer's authentication." },
    ship: { from: ['paid'], to: 'shipped', by: ['staff'], means: 'Ship: fulfilment hands it to the carrier.' },
    refund: { from: ['paid'], to: 'refunded', by: ['prescriber'], means: 'A prescriber declines the treatment: the first payment is refunded in full.' },
    drop: {
      from: NOT_YET_PAID,
      to: 'cancelled',
      by: ['customer', 'staff', 'prescriber'],
      means: 'Its subscription is cancelled, ended, declined or closed for an erasure; paid, packed and shipped supplies keep their status for the record.',
    },
    set: {
      from: NOTHING_HAPPENED,
      to: NOTHING_HAPPENED,
      by: ['staff'],
      means: "The status select in the back office, between statuses that claim nothing happened; each change audited. Paid, shipped and refunded are reached only by pay, ship and refund, and a supply in them stays there.",
      refusal: STATUS_NEEDS_ITS_FLOW,
    },
    pack: { from: ['paid'], to: 'packaging', by: ['staff'], means: 'The status select: a paid supply is being packed.', refusal: STATUS_NEEDS_ITS_FLOW },
    unpack: { from: ['packaging'], to: 'paid', by: ['staff'], means: 'The status select: a supply being packed is back to paid (Ship takes it from paid).', refusal: STATUS_NEEDS_ITS_FLOW },
  },
});

/** Drops every supply not yet paid for, when `by` ends their subscription; answers those it dropped. */
export function dropUnpaidSupplies<T extends { status: ItemStatus }>(items: Iterable<T>, by: Actor): T[] {
  const dropped: T[] = [];
  for (const item of items) {
    if (!ITEM_LIFECYCLE.allows('drop', item.status, by)) continue;
    ITEM_LIFECYCLE.take(item, 'drop', by);
    dropped.push(item);
  }
  return dropped;
}
