import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../../config/app-config';
import { ListPrescribersQuery } from '../../../../prescribing';
import { TEAM, TeamEntry, TeamMember } from '../../../content/team.content';
import { GetTeamQuery } from './get-team.query';
import { PublicReadCache } from '../../../../../shared/public-reads/public-read-cache';

@QueryHandler(GetTeamQuery)
export class GetTeamHandler implements IQueryHandler<GetTeamQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
    private readonly cache: PublicReadCache,
  ) {}

  execute(): Promise<{ members: (TeamMember & { imageUrl: string })[] }> {
    return this.cache.read('content:team', () => this.load());
  }

  private async load(): Promise<{ members: (TeamMember & { imageUrl: string })[] }> {
    // The prescriber profile is the one record of who a prescriber is: the prescription PDF prints it too.
    const prescribers = new Map((await this.queries.execute(new ListPrescribersQuery())).flatMap((prescriber) => (prescriber.teamPageSlug ? [[prescriber.teamPageSlug, prescriber] as const] : [])));
    const { superintendent } = this.config.business.pharmacy;
    const registeredAs = (slug: string, source: TeamEntry['source']): { name: string; registration: string } | null => {
      if (source === 'superintendent-pharmacist') return { name: superintendent.name, registration: `GPhC ${superintendent.gphcNumber}` };
      const prescriber = prescribers.get(slug);
      return prescriber ? { name: prescriber.name, registration: `${prescriber.professionalBody} ${prescriber.registrationNumber}` } : null;
    };
    const members = TEAM.flatMap(({ slug, source, role, bio }) => {
      const registered = registeredAs(slug, source);
      return registered ? [{ slug, role, bio, ...registered, imageUrl: `/images/team/${slug}.svg` }] : [];
    });
    return { members };
  }
}
