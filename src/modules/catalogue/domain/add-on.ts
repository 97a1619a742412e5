/** The shop's words for a booster sold as an add-on to a subscription's next box (docs/customer-account.md, 'Add-ons'). */
export const ADD_ON_BUTTON = 'Add to your next box';
export const OUT_OF_STOCK = 'Out of stock';

/** How often an add-on goes in the box: in the next one only, or in every one until removed. */
export const ADD_ON_FREQUENCIES = ['once', 'every-delivery'] as const;
export type AddOnFrequency = (typeof ADD_ON_FREQUENCIES)[number];
