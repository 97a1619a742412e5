export const SHOP_CATEGORIES = ['rx-skincare', 'tablets', 'routine-boosters'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];

export const ITEM_FORMS = ['cream', 'tablet', 'serum'] as const;
export type ItemForm = (typeof ITEM_FORMS)[number];

/** An active ingredient and its strength, e.g. Tretinoin 0.025 %. */
export interface Ingredient {
  name: string;
  value: number;
  unit: string;
}
