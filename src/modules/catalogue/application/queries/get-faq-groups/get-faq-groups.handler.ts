import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FaqGroup } from '../../../content/content-types';
import { FAQ_GROUPS } from '../../../content/faqs.content';
import { sanitiseFaqs } from '../../../content/sanitise-markup';
import { GetFaqGroupsQuery } from './get-faq-groups.query';
import { PublicReadCache } from '../../../../../shared/public-reads/public-read-cache';

@QueryHandler(GetFaqGroupsQuery)
export class GetFaqGroupsHandler implements IQueryHandler<GetFaqGroupsQuery> {
  constructor(private readonly cache: PublicReadCache) {}

  execute(): Promise<{ groups: FaqGroup[] }> {
    return this.cache.read('content:faqs', () => this.load());
  }

  private async load(): Promise<{ groups: FaqGroup[] }> {
    return { groups: FAQ_GROUPS.map((group) => ({ title: group.title, faqs: sanitiseFaqs(group.faqs) })) };
  }
}
