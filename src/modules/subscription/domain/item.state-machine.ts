import { type Actor, Lifecycle } from '../../../shared/domain/lifecycle';
import { ITEM_STATUSES, type ItemStatus } from './subscription-status';

/** Supplies not yet paid for: once their subscription ends they will never be charged or sent. */
const NOT_YET_PAID: readonly ItemStatus[] = ['upcoming', 'waiting'];

/**
 * One supply's lifecycle: every change of `subscription_item.status` is one of these transitions,
 * taken through `ITEM_LIFECYCLE.take`. Staff may also set any status at any time (spec §4), so
 * their status select is a transition too. docs/subscription-lifecycle.md is generated from it.
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
    set: { from: ITEM_STATUSES, to: ITEM_STATUSES, by: ['staff'], means: 'The status select in the back office: any status at any time (spec §4), each change audited.' },
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
