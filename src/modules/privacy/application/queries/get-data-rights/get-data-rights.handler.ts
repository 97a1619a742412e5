import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readAll } from '../../../../../shared/database/read-all';
import { Clock } from '../../../../../shared/domain/clock';
import { DataExport } from '../../../infrastructure/data-export.entity';
import { ErasureRequest } from '../../../infrastructure/erasure-request.entity';
import { viewDataExport, viewErasureRequest } from '../../data-rights-view';
import { DataRights, GetDataRightsQuery } from './get-data-rights.query';

@QueryHandler(GetDataRightsQuery)
export class GetDataRightsHandler implements IQueryHandler<GetDataRightsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetDataRightsQuery): Promise<DataRights> {
    const [dataExport, erasureRequest] = await readAll(this.em, [
      () => this.em.findOne(DataExport, { userId }, { orderBy: { requestedAt: 'desc' } }),
      () => this.em.findOne(ErasureRequest, { userId }, { orderBy: { requestedAt: 'desc', id: 'desc' } }),
    ]);
    return { dataExport: dataExport && viewDataExport(dataExport, this.clock.now()), erasureRequest: erasureRequest && viewErasureRequest(erasureRequest) };
  }
}
