import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Charge } from '../../../domain/pricing';
import { CheckoutQuotes, type PromoView } from '../../checkout-quote';
import { GetCheckoutQuoteQuery } from './get-checkout-quote.query';

@QueryHandler(GetCheckoutQuoteQuery)
export class GetCheckoutQuoteHandler implements IQueryHandler<GetCheckoutQuoteQuery> {
  constructor(private readonly quotes: CheckoutQuotes) {}

  async execute({ userId }: GetCheckoutQuoteQuery): Promise<{ promo: PromoView | null; charge: Charge }> {
    const { promo, charge } = await this.quotes.quote(userId);
    return { promo, charge };
  }
}
