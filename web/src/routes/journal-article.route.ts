import { createRoute } from '@tanstack/react-router';
import { articleQueryOptions } from '../features/journal/api/get-article';
import { ArticlePage } from '../features/journal/components/article-page';
import { notFoundOn404 } from '../lib/api/not-found-on-404';
import { rootRoute } from './root.route';

export const journalArticleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/journal/$slug',
  // Waits for the article so an unknown one shows the not-found page.
  loader: async ({ context: { queryClient }, params }) => {
    await queryClient.ensureQueryData(articleQueryOptions(params.slug)).catch(notFoundOn404);
  },
  staticData: { islandsOnly: true },
  // Bundled with the entry, not lazy: the server draws the page, and hydrating it needs no extra round trip.
  component: ArticlePage,
});
