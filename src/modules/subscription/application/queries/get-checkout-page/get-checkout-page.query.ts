import { Query } from '@nestjs/cqrs';
import type { Charge } from '../../../domain/pricing';
import type { PromoView } from '../../checkout-quote';
import type { SavedCard } from '../../payment-gateway';
import type { PreviewItem } from '../get-proposal/get-proposal.query';

export interface CheckoutPage {
  subscriptionId: number;
  user: { firstName: string; lastName: string; email: string; phone: string };
  address: { firstName: string; lastName: string; email: string; contactNo: string; address1: string; address2?: string; city: string; postcode: string } | null;
  treatment: PreviewItem;
  code: PromoView | null;
  charge: Charge;
  methods: SavedCard[];
  provider: 'stripe' | 'sandbox';
  stripePublic: string;
}

/** Spec §3 Checkout page data: who, what, the promo already applied, saved cards, the provider's public key. */
export class GetCheckoutPageQuery extends Query<CheckoutPage> {
  constructor(readonly userId: number) {
    super();
  }
}
