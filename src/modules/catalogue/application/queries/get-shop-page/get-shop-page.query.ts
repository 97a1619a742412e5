import { Query } from '@nestjs/cqrs';
import type { ShopCategory } from '../../../domain/catalogue-types';
import type { Faq } from '../../../content/content-types';

export interface ShopItem {
  slug: string;
  title: string;
  description: string;
  imageUrl: string;
  /** Active ingredients, comma separated. */
  ingredients: string;
  /** The list price (ADR 0009): per month for the creams, per supply otherwise. */
  price: string;
  pricePence: number;
  /** '/month' when the price is monthly; null when it is what one supply costs. */
  priceSuffix: '/month' | null;
  buttonLabel: string;
  /** Null when the product cannot be bought yet. */
  buttonHref: string | null;
  labels: string[];
}

export interface ShopPage {
  categories: { key: ShopCategory; title: string; subtitle: string; description: string; imageUrl: string; items: ShopItem[] }[];
  faqs: Faq[];
}

export class GetShopPageQuery extends Query<ShopPage> {}
