import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ResponsiblePharmacistRecord } from '../../../infrastructure/responsible-pharmacist-record.entity';
import { responsiblePharmacistView } from '../../responsible-pharmacist-view';
import { ListResponsiblePharmacistRecordsQuery, ResponsiblePharmacistPage } from './list-responsible-pharmacist-records.query';

@QueryHandler(ListResponsiblePharmacistRecordsQuery)
export class ListResponsiblePharmacistRecordsHandler implements IQueryHandler<ListResponsiblePharmacistRecordsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ page, perPage }: ListResponsiblePharmacistRecordsQuery): Promise<ResponsiblePharmacistPage> {
    const [records, total] = await this.em.findAndCount(ResponsiblePharmacistRecord, {}, { orderBy: { signedInAt: 'desc', id: 'desc' }, limit: perPage, offset: (page - 1) * perPage });
    return { data: records.map(responsiblePharmacistView), total, page, perPage };
  }
}
