import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { articlesQueryOptions } from '../features/journal/api/get-articles';
import { rootRoute } from './root.route';

export const journalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/journal',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(articlesQueryOptions());
  },
  component: lazyRouteComponent(() => import('../features/journal/components/journal-page'), 'JournalPage'),
});
