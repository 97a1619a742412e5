import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { requireAdmin } from '../features/auth/lib/route-guards';
import { rootRoute } from './root.route';

// Self-contained for now; the admin layout route becomes its parent when both are in.
export const adminChatRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/v2/admin/chat/$id',
  beforeLoad: async (args) => {
    const guarded = await requireAdmin(args);
    if (!/^[1-9]\d*$/.test(args.params.id)) throw notFound();
    return guarded;
  },
  component: lazyRouteComponent(() => import('../features/admin-chat/components/admin-chat-page'), 'AdminChatPage'),
});
