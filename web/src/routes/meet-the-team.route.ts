import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { teamQueryOptions } from '../features/team/api/get-team';
import { rootRoute } from './root.route';

export const meetTheTeamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/meet-the-team',
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(teamQueryOptions());
  },
  component: lazyRouteComponent(() => import('../features/team/components/meet-the-team-page'), 'MeetTheTeamPage'),
});
