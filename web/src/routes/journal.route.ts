import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.route';

export const journalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/journal',
  component: lazyRouteComponent(() => import('../features/journal/components/journal-page'), 'JournalPage'),
});
