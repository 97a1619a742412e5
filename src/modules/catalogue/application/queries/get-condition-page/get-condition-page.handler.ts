import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CONDITIONS } from '../../../content/conditions.content';
import { sanitiseFaqs } from '../../../content/sanitise-markup';
import { PageNotFoundError } from '../../../domain/catalogue.errors';
import { ConditionPage, GetConditionPageQuery } from './get-condition-page.query';
import { PublicReadCache } from '../../../../../shared/public-reads/public-read-cache';

@QueryHandler(GetConditionPageQuery)
export class GetConditionPageHandler implements IQueryHandler<GetConditionPageQuery> {
  constructor(private readonly cache: PublicReadCache) {}

  execute(query: GetConditionPageQuery): Promise<ConditionPage> {
    return this.cache.read(`content:condition:${query.slug}`, () => this.load(query));
  }

  private async load({ slug }: GetConditionPageQuery): Promise<ConditionPage> {
    const condition = CONDITIONS.find((candidate) => candidate.slug === slug);
    if (!condition) throw new PageNotFoundError('that page');
    return {
      slug: condition.slug,
      title: condition.title,
      intro: condition.intro,
      imageUrl: `/images/conditions/${condition.slug}.svg`,
      treatment: `/consultation/${condition.slug}`,
      faqsTitle: condition.faqsTitle,
      faqs: sanitiseFaqs(condition.faqs),
    };
  }
}
