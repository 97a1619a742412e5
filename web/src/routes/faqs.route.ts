import { createRoute } from '@tanstack/react-router';
import { faqsQueryOptions } from '../features/faqs/api/get-faqs';
import { FaqsPage } from '../features/faqs/components/faqs-page';
import { loadPageData } from '../lib/api/load-page-data';
import { rootRoute } from './root.route';

export const faqsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/faqs',
  loader: ({ context: { queryClient } }) => loadPageData(queryClient, [faqsQueryOptions()]),
  staticData: { islandsOnly: true },
  // Bundled with the entry, not lazy: the server draws the page, and hydrating it needs no extra round trip.
  component: FaqsPage,
});
