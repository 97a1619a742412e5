import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JOURNAL } from '../../../content/journal.content';
import { JournalArticleSummary, ListJournalArticlesQuery } from './list-journal-articles.query';

@QueryHandler(ListJournalArticlesQuery)
export class ListJournalArticlesHandler implements IQueryHandler<ListJournalArticlesQuery> {
  async execute(): Promise<{ articles: JournalArticleSummary[] }> {
    return { articles: JOURNAL.map(({ bodyHtml: _body, author: _author, ...summary }) => summary) };
  }
}
