import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { requireAdmin } from '../features/auth/lib/route-guards';
import { rootRoute } from './root.route';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route draws its own chrome (the admin dashboard): the shop's header and footer are left out. */
    ownsLayout?: boolean;
  }
}

/**
 * Every back-office screen hangs under this route: one admin check on the way in, and the
 * 'Admin Dashboard' shell (top bar, drawer) loaded in its own chunk, which public pages never fetch.
 * Other features' admin screens (chat, POM, dispatch) add children with `getParentRoute: () => adminLayoutRoute`.
 */
export const adminLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/v2/admin',
  beforeLoad: requireAdmin,
  staticData: { ownsLayout: true },
  component: lazyRouteComponent(() => import('../features/admin/components/layout/admin-layout'), 'AdminLayout'),
});

/** /v2/admin on its own opens the subscriptions list. */
export const adminIndexRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/v2/admin/subscriptions', replace: true });
  },
});

/**
 * The SPA's address for the queue dashboard (Bull Board, a server page at /admin/queues):
 * signing in with ?next=/v2/admin/queues lands here, and a full page load takes over.
 */
export const adminQueuesRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/queues',
  beforeLoad: () => {
    throw redirect({ href: '/admin/queues', reloadDocument: true });
  },
});
