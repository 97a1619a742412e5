import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { HOME_FAQS } from '../../../content/faqs.content';
import { AS_SEEN_IN, CONDITION_TILES, SOCIAL_STRIP } from '../../../content/home.content';
import { summariseReviews } from '../../../content/reviews.content';
import { sanitiseFaqs } from '../../../content/sanitise-markup';
import { GetHomeContentQuery, HomeContent } from './get-home-content.query';
import { PublicReadCache } from '../../../../../shared/public-reads/public-read-cache';

@QueryHandler(GetHomeContentQuery)
export class GetHomeContentHandler implements IQueryHandler<GetHomeContentQuery> {
  constructor(private readonly cache: PublicReadCache) {}

  execute(): Promise<HomeContent> {
    return this.cache.read('content:home', () => this.load());
  }

  private async load(): Promise<HomeContent> {
    return { reviewSummary: summariseReviews(), asSeenIn: AS_SEEN_IN, conditionTiles: CONDITION_TILES, faqs: sanitiseFaqs(HOME_FAQS), socialStrip: SOCIAL_STRIP };
  }
}
