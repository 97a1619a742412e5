import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Scripts } from '@tanstack/react-router';
import { RootLayout } from '../app/layout/root-layout';
import { NotFoundPage } from '../components/status/not-found-page';

export interface RouterContext {
  queryClient: QueryClient;
}

// Unknown addresses render NotFoundPage inside the normal layout.
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  return (
    <>
      <RootLayout />
      {/* On a server render, the router's state for hydration (scripts that remove themselves
          once run); in the browser, nothing. */}
      <Scripts />
    </>
  );
}
