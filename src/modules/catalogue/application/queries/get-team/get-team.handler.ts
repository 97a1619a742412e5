import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TEAM, TeamMember } from '../../../content/team.content';
import { GetTeamQuery } from './get-team.query';

@QueryHandler(GetTeamQuery)
export class GetTeamHandler implements IQueryHandler<GetTeamQuery> {
  async execute(): Promise<{ members: (TeamMember & { imageUrl: string })[] }> {
    return { members: TEAM.map((member) => ({ ...member, imageUrl: `/images/team/${member.slug}.svg` })) };
  }
}
