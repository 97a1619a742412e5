import { createRoute, lazyRouteComponent, notFound, redirect, stripSearchParams } from '@tanstack/react-router';
import { getSessionUser, sessionQueryKey } from '../features/auth/api/get-session';
import { isConsultationType } from '../lib/consultation-types';
import { DEFAULT_BACK_ADDRESS, validateSignUpSearch } from '../features/sign-up/lib/sign-up-search';
import { rootRoute } from './root.route';

/** The sign-up wizard (steps 0-4) that starts every consultation; docs/consultation-flow.md. */
export const consultationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/consultation/$type',
  validateSearch: validateSignUpSearch,
  // The focused layout (back button and logo, no navigation) is on by default: `back` is the
  // home page unless the link says otherwise, and that default stays out of the address.
  search: { middlewares: [stripSearchParams({ back: DEFAULT_BACK_ADDRESS })] },
  staticData: { acceptsBackAddress: true },
  beforeLoad: async ({ context: { queryClient }, params }) => {
    if (!isConsultationType(params.type)) throw notFound();
    // Someone already signed in has an account: straight on to the questionnaire.
    if (await getSessionUser(queryClient)) {
      throw redirect({ href: `/consultation/${params.type}/questions`, replace: true });
    }
    return {
      // Signing in rotates the session and its CSRF token: refetch it before anything else is sent.
      refreshSession: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey, refetchType: 'all' }),
    };
  },
  component: lazyRouteComponent(() => import('../features/sign-up/components/sign-up-page'), 'SignUpPage'),
});
