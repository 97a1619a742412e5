import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '../app/layout/root-layout';
import { NotFoundPage } from '../components/status/not-found-page';

export interface RouterContext {
  queryClient: QueryClient;
}

// Unknown addresses render NotFoundPage inside the normal layout.
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
