import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.route';

export const meetTheTeamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/meet-the-team',
  component: lazyRouteComponent(() => import('../features/team/components/meet-the-team-page'), 'MeetTheTeamPage'),
});
