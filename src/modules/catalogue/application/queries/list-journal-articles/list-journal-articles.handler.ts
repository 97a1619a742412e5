import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JOURNAL } from '../../../content/journal.content';
import { JournalArticleSummary, ListJournalArticlesQuery } from './list-journal-articles.query';
import { PublicReadCache } from '../../../../../shared/public-reads/public-read-cache';

@QueryHandler(ListJournalArticlesQuery)
export class ListJournalArticlesHandler implements IQueryHandler<ListJournalArticlesQuery> {
  constructor(private readonly cache: PublicReadCache) {}

  execute(): Promise<{ articles: JournalArticleSummary[] }> {
    return this.cache.read('content:journal', () => this.load());
  }

  private async load(): Promise<{ articles: JournalArticleSummary[] }> {
    return { articles: JOURNAL.map(({ bodyHtml: _body, author: _author, ...summary }) => summary) };
  }
}
