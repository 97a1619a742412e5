import { Query } from '@nestjs/cqrs';
import type { TeamMember } from '../../../content/team.content';

export class GetTeamQuery extends Query<{ members: (TeamMember & { imageUrl: string })[] }> {}
