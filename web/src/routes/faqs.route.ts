import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { faqsQueryOptions } from '../features/faqs/api/get-faqs';
import { rootRoute } from './root.route';

export const faqsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/faqs',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(faqsQueryOptions());
  },
  component: lazyRouteComponent(() => import('../features/faqs/components/faqs-page'), 'FaqsPage'),
});
