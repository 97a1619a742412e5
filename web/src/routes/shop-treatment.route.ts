import { createRoute } from '@tanstack/react-router';
import { beforeAfterCasesQueryOptions } from '../components/before-after/api/get-before-after-cases';
import { treatmentQueryOptions } from '../features/shop/api/get-treatment';
import { ProductPage } from '../features/shop/components/product-page';
import { loadPageData } from '../lib/api/load-page-data';
import { notFoundOn404 } from '../lib/api/not-found-on-404';
import { rootRoute } from './root.route';

export const shopTreatmentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shop/$treatment',
  // Waits for the treatment so an unknown one shows the not-found page, never an empty product page.
  loader: async ({ context: { queryClient }, params }) => {
    await Promise.all([
      queryClient.ensureQueryData(treatmentQueryOptions(params.treatment)).catch(notFoundOn404),
      loadPageData(queryClient, [beforeAfterCasesQueryOptions()]),
    ]);
  },
  staticData: { islandsOnly: true },
  // Bundled with the entry, not lazy: the landing pages paint without another round trip.
  component: ProductPage,
});
