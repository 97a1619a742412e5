import { createRoute } from '@tanstack/react-router';
import { beforeAfterCasesQueryOptions } from '../components/before-after/api/get-before-after-cases';
import { treatmentQueryOptions } from '../features/shop/api/get-treatment';
import { ProductPage } from '../features/shop/components/product-page';
import { notFoundOn404 } from '../lib/api/not-found-on-404';
import { rootRoute } from './root.route';

export const shopTreatmentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shop/$treatment',
  // Waits for the treatment so an unknown one shows the not-found page, never an empty product page.
  loader: async ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(beforeAfterCasesQueryOptions());
    await queryClient.ensureQueryData(treatmentQueryOptions(params.treatment)).catch(notFoundOn404);
  },
  // Bundled with the entry, not lazy: the landing pages paint without another round trip.
  component: ProductPage,
});
