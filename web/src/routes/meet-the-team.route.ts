import { createRoute } from '@tanstack/react-router';
import { teamQueryOptions } from '../features/team/api/get-team';
import { MeetTheTeamPage } from '../features/team/components/meet-the-team-page';
import { loadPageData } from '../lib/api/load-page-data';
import { rootRoute } from './root.route';

export const meetTheTeamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/meet-the-team',
  loader: ({ context: { queryClient } }) => loadPageData(queryClient, [teamQueryOptions()]),
  staticData: { islandsOnly: true },
  // Bundled with the entry, not lazy: the server draws the page, and hydrating it needs no extra round trip.
  component: MeetTheTeamPage,
});
