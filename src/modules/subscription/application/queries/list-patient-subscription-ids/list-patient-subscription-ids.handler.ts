import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { ListPatientSubscriptionIdsQuery } from './list-patient-subscription-ids.query';

@QueryHandler(ListPatientSubscriptionIdsQuery)
export class ListPatientSubscriptionIdsHandler implements IQueryHandler<ListPatientSubscriptionIdsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ListPatientSubscriptionIdsQuery): Promise<number[]> {
    return (await this.em.find(Subscription, { userId }, { fields: ['id'], orderBy: { id: 'asc' } })).map(({ id }) => id);
  }
}
