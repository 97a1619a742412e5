import { Query } from '@nestjs/cqrs';
import type { JournalArticle } from '../../../content/journal.content';

export type JournalArticleSummary = Omit<JournalArticle, 'bodyHtml' | 'author'>;

export class ListJournalArticlesQuery extends Query<{ articles: JournalArticleSummary[] }> {}
