import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PrescriberProfile } from '../../../infrastructure/prescriber-profile.entity';
import { GetPrescriberProfileQuery, PrescriberProfileView } from './get-prescriber-profile.query';

@QueryHandler(GetPrescriberProfileQuery)
export class GetPrescriberProfileHandler implements IQueryHandler<GetPrescriberProfileQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetPrescriberProfileQuery): Promise<PrescriberProfileView | null> {
    const profile = await this.em.findOne(PrescriberProfile, { userId });
    if (!profile) return null;
    return {
      full_name: profile.fullName,
      professional_body: profile.professionalBody,
      registration_number: profile.registrationNumber,
      practice_address: profile.practiceAddress,
    };
  }
}
