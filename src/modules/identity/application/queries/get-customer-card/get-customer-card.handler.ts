import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { User } from '../../../infrastructure/user.entity';
import { GetBillingAddressQuery } from '../get-billing-address/get-billing-address.query';
import { CustomerCard, GetCustomerCardQuery } from './get-customer-card.query';

@QueryHandler(GetCustomerCardQuery)
export class GetCustomerCardHandler implements IQueryHandler<GetCustomerCardQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId }: GetCustomerCardQuery): Promise<CustomerCard | null> {
    const user = await this.em.findOne(User, userId);
    if (!user) return null;
    return {
      id: user.id,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email,
      mobile: user.mobile ?? user.phone ?? null,
      birthDate: user.birthDate ?? null,
      sexAtBirth: user.sexAtBirth ?? null,
      note: user.note ?? '',
      createdAt: user.createdAt.toISOString(),
      address: await this.queries.execute(new GetBillingAddressQuery(userId)),
    };
  }
}
