import type { Pence } from '../../../shared/domain/money';
import type { AddOnFrequency } from '../../catalogue';

/** The shop category add-ons are sold in: what a promotion's excluded categories are checked against. */
export const ADD_ON_CATEGORY = 'routine-boosters';

/**
 * One add-on as a renewal charged it and the box carries it: kept on the payment
 * (`payment.add_on_lines`), so the receipt, dispatch note and stock say what was paid for,
 * whatever the customer changes afterwards.
 */
export interface AddOnLine {
  addOnId: number;
  catalogueItemId: number;
  code: string;
  name: string;
  pricePence: Pence;
  /** What this line cost after the promotion's discount on it (the whole charge's credit is not split). */
  chargedPence: Pence;
  frequency: AddOnFrequency;
}

/**
 * The prescribed supply's part of a renewal payment: the amount less what its add-ons were
 * charged (credit counts against the supply first). The item's 'paid' price and the POM
 * register's 'Final Price' are this, so no add-on money is recorded as a medicine's.
 */
export function supplyShareOf(amountPence: Pence, lines: readonly AddOnLine[]): Pence {
  return Math.max(0, amountPence - lines.reduce((sum, line) => sum + line.chargedPence, 0));
}
