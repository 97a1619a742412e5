import { Query } from '@nestjs/cqrs';
import type { Faq } from '../../../content/content-types';

export interface HomeContent {
  reviewSummary: { average: number; count: number };
  asSeenIn: { name: string; logoUrl: string }[];
  conditionTiles: { title: string; href: string; imageUrl: string }[];
  faqs: Faq[];
  socialStrip: { imageUrl: string; alt: string; href: string }[];
}

export class GetHomeContentQuery extends Query<HomeContent> {}
