import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JOURNAL, JournalArticle } from '../../../content/journal.content';
import { sanitiseMarkup } from '../../../content/sanitise-markup';
import { PageNotFoundError } from '../../../domain/catalogue.errors';
import { GetJournalArticleQuery } from './get-journal-article.query';
import { PublicReadCache } from '../../../../../shared/public-reads/public-read-cache';

@QueryHandler(GetJournalArticleQuery)
export class GetJournalArticleHandler implements IQueryHandler<GetJournalArticleQuery> {
  constructor(private readonly cache: PublicReadCache) {}

  execute(query: GetJournalArticleQuery): Promise<JournalArticle> {
    return this.cache.read(`content:journal:${query.slug}`, () => this.load(query));
  }

  private async load({ slug }: GetJournalArticleQuery): Promise<JournalArticle> {
    const article = JOURNAL.find((candidate) => candidate.slug === slug);
    if (!article) throw new PageNotFoundError('that article');
    return { ...article, bodyHtml: sanitiseMarkup(article.bodyHtml) };
  }
}
