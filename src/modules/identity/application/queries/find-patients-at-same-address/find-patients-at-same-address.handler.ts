import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { addressKeyOf } from '../../../domain/address-key';
import { Address } from '../../../infrastructure/address.entity';
import { FindPatientsAtSameAddressQuery, PatientsAtSameAddress } from './find-patients-at-same-address.query';

const LIMIT = 20;

/** One lookup on address_same_address_index (see domain/address-key.ts); erased accounts are left out. */
@QueryHandler(FindPatientsAtSameAddressQuery)
export class FindPatientsAtSameAddressHandler implements IQueryHandler<FindPatientsAtSameAddressQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: FindPatientsAtSameAddressQuery): Promise<PatientsAtSameAddress> {
    const own = await this.em.findOne(Address, { user: userId }, { orderBy: { id: 'desc' } });
    if (!own) return { address: null, others: [] };
    const key = addressKeyOf(own);
    const rows = await this.em.getConnection().execute<{ user_id: number; first_name: string | null; last_name: string | null; email: string }[]>(
      // The address index first, then the few users by key: joining first let the planner walk every user (40 ms at
      // 100,000), and a DISTINCT or ORDER BY here walks the user_id index instead. One address per customer, so no DISTINCT.
      `select a.user_id, u.first_name, u.last_name, u.email
         from (select user_id from address
                where upper(replace(postcode, ' ', '')) = ? and lower(btrim(address1)) = ? and user_id <> ?
                limit ${LIMIT * 3}) a
         join users u on u.id = a.user_id
        where u.restricted_at is null
        order by a.user_id limit ${LIMIT}`,
      [key.postcode, key.line1, userId],
    );
    return {
      address: [own.address1, own.city, own.postcode].join(', '),
      others: rows.map((row) => ({ userId: row.user_id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email })),
    };
  }
}
