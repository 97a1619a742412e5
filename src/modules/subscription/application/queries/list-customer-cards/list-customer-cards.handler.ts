import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { FindUserByEmailQuery } from '../../../../identity';
import { CustomerCards } from '../../customer-cards';
import type { SavedCard } from '../../payment-gateway';
import { ListCustomerCardsQuery } from './list-customer-cards.query';

@QueryHandler(ListCustomerCardsQuery)
export class ListCustomerCardsHandler implements IQueryHandler<ListCustomerCardsQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly cards: CustomerCards,
  ) {}

  async execute({ email }: ListCustomerCardsQuery): Promise<{ found: boolean; methods: SavedCard[] }> {
    const customer = await this.queries.execute(new FindUserByEmailQuery(email, 'customer'));
    if (!customer) return { found: false, methods: [] };
    return { found: true, methods: await this.cards.of(customer.id) };
  }
}
