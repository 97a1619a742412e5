import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readRows } from '../../../../../shared/database/read-rows';
import type { PostalAddress } from '../../commands/save-billing-address/save-billing-address.command';
import { GetBillingAddressQuery } from './get-billing-address.query';

/**
 * Plain SQL, the latest address saved: the dashboard and checkout read this on every load. Saving
 * an address flushes at once (SaveBillingAddress), so no unflushed change is ever missed here.
 */
@QueryHandler(GetBillingAddressQuery)
export class GetBillingAddressHandler implements IQueryHandler<GetBillingAddressQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetBillingAddressQuery): Promise<(PostalAddress & { id: number }) | null> {
    const [address] = await readRows<PostalAddress & { id: number }>(
      this.em,
      `select id, first_name as "firstName", last_name as "lastName", email, contact_no as "contactNo", address1, address2, city, postcode
         from address where user_id = ? order by id desc limit 1`,
      [userId],
    );
    return address ?? null;
  }
}
