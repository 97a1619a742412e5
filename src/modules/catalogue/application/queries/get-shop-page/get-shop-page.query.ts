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
  price: string;
  pricePence: number;
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
