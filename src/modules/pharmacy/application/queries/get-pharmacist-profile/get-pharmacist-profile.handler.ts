import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PharmacistProfile } from '../../../infrastructure/pharmacist-profile.entity';
import { GetPharmacistProfileQuery, PharmacistProfileView } from './get-pharmacist-profile.query';

@QueryHandler(GetPharmacistProfileQuery)
export class GetPharmacistProfileHandler implements IQueryHandler<GetPharmacistProfileQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetPharmacistProfileQuery): Promise<PharmacistProfileView | null> {
    const profile = await this.em.findOne(PharmacistProfile, { userId });
    return profile && { user_id: profile.userId, full_name: profile.fullName, gphc_number: profile.gphcNumber };
  }
}
