import { Query } from '@nestjs/cqrs';
import type { TeamMember } from '../../../content/team.content';

/** /meet-the-team: the editorial entries, each with the name and registration of the record that owns them. */
export class GetTeamQuery extends Query<{ members: (TeamMember & { imageUrl: string })[] }> {}
