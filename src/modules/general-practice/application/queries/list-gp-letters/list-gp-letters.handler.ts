import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GpLetterSent } from '../../../infrastructure/gp-letter-sent.entity';
import { ListGpLettersQuery, type GpLetterOnRecord } from './list-gp-letters.query';

@QueryHandler(ListGpLettersQuery)
export class ListGpLettersHandler implements IQueryHandler<ListGpLettersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ subscriptionId }: ListGpLettersQuery): Promise<GpLetterOnRecord[]> {
    const letters = await this.em.find(GpLetterSent, { subscriptionId, result: 'sent' }, { orderBy: { id: 'asc' } });
    return letters.map(({ id, prescriptionId, odsCode, practiceName, sentAt }) => ({ id, prescriptionId, odsCode, practiceName, sentAt }));
  }
}
