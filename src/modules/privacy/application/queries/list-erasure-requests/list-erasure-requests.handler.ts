import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ErasureRequest } from '../../../infrastructure/erasure-request.entity';
import { ErasureRequestsForStaff } from '../../erasure-requests-for-staff';
import { ErasureRequestForStaff, ListErasureRequestsQuery } from './list-erasure-requests.query';

@QueryHandler(ListErasureRequestsQuery)
export class ListErasureRequestsHandler implements IQueryHandler<ListErasureRequestsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly forStaff: ErasureRequestsForStaff,
  ) {}

  async execute({ list, page, perPage }: ListErasureRequestsQuery): Promise<{ total: number; data: ErasureRequestForStaff[] }> {
    const [requests, total] = await this.em.findAndCount(
      ErasureRequest,
      list === 'pending' ? { status: 'pending' } : { status: { $ne: 'pending' } },
      { orderBy: list === 'pending' ? { requestedAt: 'asc', id: 'asc' } : { decidedAt: 'desc', id: 'desc' }, limit: perPage, offset: (page - 1) * perPage },
    );
    return { total, data: await this.forStaff.view(requests) };
  }
}
