import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Scripts } from '@tanstack/react-router';
import { useContext } from 'react';
import { RootLayout } from '../app/layout/root-layout';
import { NotFoundPage } from '../components/status/not-found-page';
import { regulatoryInformationQueryOptions } from '../features/regulatory-information/api/get-regulatory-information';
import { DrawnForIslands } from '../islands/islands-only';
import { loadPageData } from '../lib/api/load-page-data';

export interface RouterContext {
  queryClient: QueryClient;
}

// Unknown addresses render NotFoundPage inside the normal layout. Every page's footer names the
// pharmacy's GPhC registration, so every page loads it (drawn into the server's HTML too).
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  loader: ({ context: { queryClient } }) => loadPageData(queryClient, [regulatoryInformationQueryOptions]),
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  const drawnForIslands = useContext(DrawnForIslands);
  return (
    <>
      <RootLayout />
      {/* On a server render, the router's state for hydration (scripts that remove themselves
          once run), which a page hydrated island by island has no use for; in the browser, nothing. */}
      {!drawnForIslands && <Scripts />}
    </>
  );
}
