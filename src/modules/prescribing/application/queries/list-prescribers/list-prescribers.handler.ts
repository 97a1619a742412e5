import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PrescriberProfile } from '../../../infrastructure/prescriber-profile.entity';
import { ListPrescribersQuery, RegisteredPrescriber } from './list-prescribers.query';

@QueryHandler(ListPrescribersQuery)
export class ListPrescribersHandler implements IQueryHandler<ListPrescribersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<RegisteredPrescriber[]> {
    const profiles = await this.em.find(PrescriberProfile, {}, { fields: ['fullName', 'professionalBody', 'registrationNumber', 'teamPageSlug'], orderBy: { fullName: 'asc', id: 'asc' } });
    return profiles.map((profile) => ({ name: profile.fullName, professionalBody: profile.professionalBody, registrationNumber: profile.registrationNumber, teamPageSlug: profile.teamPageSlug ?? null }));
  }
}
