import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FaqGroup } from '../../../content/content-types';
import { FAQ_GROUPS } from '../../../content/faqs.content';
import { sanitiseFaqs } from '../../../content/sanitise-markup';
import { GetFaqGroupsQuery } from './get-faq-groups.query';

@QueryHandler(GetFaqGroupsQuery)
export class GetFaqGroupsHandler implements IQueryHandler<GetFaqGroupsQuery> {
  async execute(): Promise<{ groups: FaqGroup[] }> {
    return { groups: FAQ_GROUPS.map((group) => ({ title: group.title, faqs: sanitiseFaqs(group.faqs) })) };
  }
}
