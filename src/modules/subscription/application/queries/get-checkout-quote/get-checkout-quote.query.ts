import { Query } from '@nestjs/cqrs';
import type { Charge } from '../../../domain/pricing';
import type { PromoView } from '../../checkout-quote';

/** The promo applied to the customer's pending subscription and what they would be charged now. */
export class GetCheckoutQuoteQuery extends Query<{ promo: PromoView | null; charge: Charge }> {
  constructor(readonly userId: number) {
    super();
  }
}
