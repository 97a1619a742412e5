import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { readAll } from '../../../../../shared/database/read-all';
import { GetBillingAddressQuery, GetPatientDetailsQuery } from '../../../../identity';
import { BillingAccounts } from '../../billing-accounts';
import { CheckoutQuotes } from '../../checkout-quote';
import { PaymentGateway } from '../../payment-gateway';
import { GetProposalQuery } from '../get-proposal/get-proposal.query';
import { CheckoutPage, GetCheckoutPageQuery } from './get-checkout-page.query';

@QueryHandler(GetCheckoutPageQuery)
export class GetCheckoutPageHandler implements IQueryHandler<GetCheckoutPageQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly quotes: CheckoutQuotes,
    private readonly accounts: BillingAccounts,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute({ userId }: GetCheckoutPageQuery): Promise<CheckoutPage> {
    const [proposal, quote, patient, address] = await readAll(this.em, [
      () => this.queries.execute(new GetProposalQuery(userId)),
      () => this.quotes.quote(userId),
      () => this.queries.execute(new GetPatientDetailsQuery(userId)),
      () => this.queries.execute(new GetBillingAddressQuery(userId)),
    ]);
    const methods = await this.gateway.listCards(await this.accounts.gatewayCustomerOf(userId));
    return {
      subscriptionId: proposal.subscriptionId,
      user: { firstName: patient?.firstName ?? '', lastName: patient?.lastName ?? '', email: patient?.email ?? '', phone: patient?.mobile ?? '' },
      address,
      treatment: proposal.preview,
      code: quote.promo,
      charge: quote.charge,
      methods,
      provider: this.gateway.provider,
      stripePublic: this.gateway.publishableKey,
    };
  }
}
