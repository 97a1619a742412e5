import { Query } from '@nestjs/cqrs';
import type { Pence } from '../../../../../shared/domain/money';

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
    originalPence: Pence;
    discountPence: Pence;
    creditPence: Pence;
    promotionCode: string | null;
    paidAt: Date | null;
    refunded: boolean;
  } | null;
}

export class GetSupplyQuery extends Query<Supply | null> {
  constructor(readonly itemId: number) {
    super();
  }
}
