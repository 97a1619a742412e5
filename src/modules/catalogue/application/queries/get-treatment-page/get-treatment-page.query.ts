import { Query } from '@nestjs/cqrs';
import type { Faq } from '../../../content/content-types';

export interface TreatmentPage {
  slug: string;
  title: string;
  price: string;
  /** '/month' when the price is monthly; null when it is what one supply costs. */
  priceSuffix: '/month' | null;
  subPrice: string;
  description: string;
  imageUrl: string;
  /** The treatment image and two fixed extra images. */
  gallery: string[];
  tags: string[];
  /** The consultation that leads to this treatment. */
  treatment: string;
  faqsTitle: string;
  faqs: Faq[];
}

/** The product page `/shop/{slug}`; purchasable treatments only. */
export class GetTreatmentPageQuery extends Query<TreatmentPage> {
  constructor(readonly slug: string) {
    super();
  }
}
