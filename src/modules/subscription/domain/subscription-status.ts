/** Spec §4. A subscription starts 'pending' (proposed, not paid), goes to 'review' once paid, then the prescriber decides. */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'review', 'shipping', 'processing', 'cancelled', 'failed', 'reconsult'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Where one supply stands; staff may set any of these at any time (spec §4). */
export const ITEM_STATUSES = ['upcoming', 'paid', 'packaging', 'shipped', 'cancelled', 'waiting', 'refunded'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
