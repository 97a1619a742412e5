import { queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type ShopCategory = components['schemas']['ShopCategoryResponse'];
export type ShopItem = components['schemas']['ShopItemResponse'];
export type ShopCategoryKey = ShopCategory['key'];

export const SHOP_CATEGORY_KEYS: readonly ShopCategoryKey[] = ['rx-skincare', 'tablets', 'routine-boosters'];

export function shopQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'shop'],
    queryFn: ({ signal }) => expectData(apiClient.GET('/catalogue/shop', { signal })),
    staleTime: 5 * 60_000,
  });
}

export function useShop() {
  return useQuery(shopQueryOptions());
}
