import { createRoute } from '@tanstack/react-router';
import { shopQueryOptions } from '../features/shop/api/get-shop';
import { ShopPage } from '../features/shop/components/shop-page';
import { validateShopSearch } from '../features/shop/lib/shop-search';
import { loadPageData } from '../lib/api/load-page-data';
import { rootRoute } from './root.route';

export const shopRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shop',
  // `?category=tablets` filters the shop, so a filtered view can be shared and survives a reload.
  validateSearch: validateShopSearch,
  loader: ({ context: { queryClient } }) => loadPageData(queryClient, [shopQueryOptions()]),
  staticData: { islandsOnly: true },
  // Bundled with the entry, not lazy: the landing pages paint without another round trip.
  component: ShopPage,
});
