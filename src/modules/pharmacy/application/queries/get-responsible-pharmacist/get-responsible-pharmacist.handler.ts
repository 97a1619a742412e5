import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ResponsiblePharmacistRecord } from '../../../infrastructure/responsible-pharmacist-record.entity';
import { responsiblePharmacistView, type ResponsiblePharmacistView } from '../../responsible-pharmacist-view';
import { GetResponsiblePharmacistQuery } from './get-responsible-pharmacist.query';

@QueryHandler(GetResponsiblePharmacistQuery)
export class GetResponsiblePharmacistHandler implements IQueryHandler<GetResponsiblePharmacistQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ResponsiblePharmacistView | null> {
    const current = await this.em.findOne(ResponsiblePharmacistRecord, { signedOutAt: null });
    return current && responsiblePharmacistView(current);
  }
}
