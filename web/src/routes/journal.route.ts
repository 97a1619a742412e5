import { createRoute } from '@tanstack/react-router';
import { articlesQueryOptions } from '../features/journal/api/get-articles';
import { JournalPage } from '../features/journal/components/journal-page';
import { loadPageData } from '../lib/api/load-page-data';
import { rootRoute } from './root.route';

export const journalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/journal',
  loader: ({ context: { queryClient } }) => loadPageData(queryClient, [articlesQueryOptions()]),
  staticData: { islandsOnly: true },
  // Bundled with the entry, not lazy: the server draws the page, and hydrating it needs no extra round trip.
  component: JournalPage,
});
