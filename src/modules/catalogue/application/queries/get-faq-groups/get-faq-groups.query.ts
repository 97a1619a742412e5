import { Query } from '@nestjs/cqrs';
import type { FaqGroup } from '../../../content/content-types';

export class GetFaqGroupsQuery extends Query<{ groups: FaqGroup[] }> {}
