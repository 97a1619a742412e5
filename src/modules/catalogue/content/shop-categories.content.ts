import type { ShopCategory } from '../domain/catalogue-types';

export interface ShopCategoryContent {
  key: ShopCategory;
  title: string;
  subtitle: string;
  description: string;
  imageUrl: string;
}

export const SHOP_CATEGORY_CONTENT: ShopCategoryContent[] = [
  {
    key: 'rx-skincare',
    title: 'RX Skincare',
    subtitle: 'Prescription creams',
    description: 'Personalised formulas with prescription-strength actives, adjusted by your clinician.',
    imageUrl: '/images/treatments/acne.svg',
  },
  {
    key: 'tablets',
    title: 'Tablets',
    subtitle: 'Oral treatments',
    description: 'Daily tablets that treat hormonal breakouts from within, after a full review.',
    imageUrl: '/images/treatments/hormonal-acne-pill.svg',
  },
  {
    key: 'routine-boosters',
    title: 'Routine Boosters',
    subtitle: 'Everyday essentials',
    description: 'Supporting products that make your prescription work harder.',
    imageUrl: '/images/treatments/vitamin-c-serum.svg',
  },
];
