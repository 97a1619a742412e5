import { Query } from '@nestjs/cqrs';
import type { Faq } from '../../../content/content-types';

export interface ConditionPage {
  slug: string;
  title: string;
  intro: string;
  imageUrl: string;
  treatment: string;
  faqsTitle: string;
  faqs: Faq[];
}

/** A treatment landing page (`/acne`, `/glow`...). */
export class GetConditionPageQuery extends Query<ConditionPage> {
  constructor(readonly slug: string) {
    super();
  }
}
