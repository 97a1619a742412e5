import { Query } from '@nestjs/cqrs';
import type { JournalArticle } from '../../../content/journal.content';

export class GetJournalArticleQuery extends Query<JournalArticle> {
  constructor(readonly slug: string) {
    super();
  }
}
