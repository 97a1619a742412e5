import { Query } from '@nestjs/cqrs';
import type { Pence } from '../../../../../shared/domain/money';
import type { AddOnLine } from '../../../domain/add-on-line';

/** One supply (subscription item) as fulfilment ships it and prints its documents. */
export interface Supply {
  itemId: number;
  subscriptionId: number;
  subscriptionStatus: string;
  userId: number;
  catalogueItemId: number;
  code: string;
  name: string;
  status: string;
  paidAt: Date | null;
  shippedOn: string | null;
  trackingNumber: string | null;
  /** What the supply costs before any promotion. */
  pricePence: Pence;
  /** The payment for this supply, when there is one. */
  payment: {
    reference: string;
    amountPence: Pence;
    /** The prescribed supply's part of the amount: the amount less the add-ons charged with it (the POM register's 'Final Price'). */
    supplyAmountPence: Pence;
    originalPence: Pence;
    discountPence: Pence;
    creditPence: Pence;
    promotionCode: string | null;
    paidAt: Date | null;
    refunded: boolean;
  } | null;
  /** Boosters charged with this supply and shipped in its box: no prescription, never in the POM register. */
  addOns: AddOnLine[];
}

export class GetSupplyQuery extends Query<Supply | null> {
  constructor(readonly itemId: number) {
    super();
  }
}
