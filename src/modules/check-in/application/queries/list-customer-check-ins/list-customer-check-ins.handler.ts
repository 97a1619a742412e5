import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CheckIn } from '../../../infrastructure/check-in.entity';
import { BaselinePhoto } from '../../baseline-photo';
import { viewCheckIn } from '../../check-in-view';
import { CustomerCheckIns, ListCustomerCheckInsQuery } from './list-customer-check-ins.query';

@QueryHandler(ListCustomerCheckInsQuery)
export class ListCustomerCheckInsHandler implements IQueryHandler<ListCustomerCheckInsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly baseline: BaselinePhoto,
  ) {}

  async execute({ userId }: ListCustomerCheckInsQuery): Promise<CustomerCheckIns> {
    const checkIns = await this.em.find(CheckIn, { userId }, { orderBy: { id: 'desc' } });
    return { check_ins: checkIns.map(viewCheckIn), baseline_photo_url: await this.baseline.urlFor(userId) };
  }
}
