import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { articleQueryOptions } from '../features/journal/api/get-article';
import { notFoundOn404 } from '../lib/api/not-found-on-404';
import { rootRoute } from './root.route';

export const journalArticleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/journal/$slug',
  // Waits for the article so an unknown one shows the not-found page.
  loader: async ({ context: { queryClient }, params }) => {
    await queryClient.ensureQueryData(articleQueryOptions(params.slug)).catch(notFoundOn404);
  },
  component: lazyRouteComponent(() => import('../features/journal/components/article-page'), 'ArticlePage'),
});
