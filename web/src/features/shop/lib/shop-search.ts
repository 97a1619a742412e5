import { SHOP_CATEGORY_KEYS, type ShopCategoryKey } from '../api/get-shop';

export interface ShopSearch {
  /** Only this category's treatments are shown; absent shows all. */
  category?: ShopCategoryKey;
}

export function validateShopSearch(search: Record<string, unknown>): ShopSearch {
  const category = search.category;
  // The key is always returned: the router keeps any raw value a validator leaves out.
  return { category: SHOP_CATEGORY_KEYS.includes(category as ShopCategoryKey) ? (category as ShopCategoryKey) : undefined };
}
