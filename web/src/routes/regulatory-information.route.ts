import { createRoute } from '@tanstack/react-router';
import { regulatoryInformationQueryOptions } from '../features/regulatory-information/api/get-regulatory-information';
import { RegulatoryInformationPage } from '../features/regulatory-information/components/regulatory-information-page';
import { loadPageData } from '../lib/api/load-page-data';
import { rootRoute } from './root.route';

// Bundled with the entry, not lazy: the server draws it, like the legal pages.
export const regulatoryInformationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/regulatory-information',
  loader: ({ context: { queryClient } }) => loadPageData(queryClient, [regulatoryInformationQueryOptions]),
  staticData: { islandsOnly: true },
  component: RegulatoryInformationPage,
});
