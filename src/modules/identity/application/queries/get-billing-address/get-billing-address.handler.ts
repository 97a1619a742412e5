import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Address } from '../../../infrastructure/address.entity';
import type { PostalAddress } from '../../commands/save-billing-address/save-billing-address.command';
import { GetBillingAddressQuery } from './get-billing-address.query';

@QueryHandler(GetBillingAddressQuery)
export class GetBillingAddressHandler implements IQueryHandler<GetBillingAddressQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetBillingAddressQuery): Promise<(PostalAddress & { id: number }) | null> {
    const address = await this.em.findOne(Address, { user: userId }, { orderBy: { id: 'desc' } });
    if (!address) return null;
    const { id, firstName, lastName, email, contactNo, address1, address2, city, postcode } = address;
    return { id, firstName, lastName, email, contactNo, address1, address2, city, postcode };
  }
}
