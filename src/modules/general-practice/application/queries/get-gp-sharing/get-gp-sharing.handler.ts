import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { gpStatusOf } from '../../../domain/gp-sharing';
import { GpDetails } from '../../../infrastructure/gp-details.entity';
import { GpPractice } from '../../../infrastructure/gp-practice.entity';
import { practiceView } from '../../gp-views';
import { GetGpSharingQuery, type GpSharing } from './get-gp-sharing.query';

@QueryHandler(GetGpSharingQuery)
export class GetGpSharingHandler implements IQueryHandler<GetGpSharingQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ subscriptionId }: GetGpSharingQuery): Promise<GpSharing> {
    const details = await this.em.fork().findOne(GpDetails, { subscriptionId });
    const status = gpStatusOf(details);
    if (status !== 'consented' || !details?.odsCode) return { status, practice: null };
    const practice = await this.em.fork().findOne(GpPractice, { odsCode: details.odsCode });
    return { status, practice: practice && { ...practiceView(practice), email: practice.email } };
  }
}
