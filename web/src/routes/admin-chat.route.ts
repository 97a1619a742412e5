import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { adminLayoutRoute } from './admin-layout.route';

export const adminChatRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/chat/$id',
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d*$/.test(params.id)) throw notFound();
  },
  component: lazyRouteComponent(() => import('../features/admin-chat/components/admin-chat-page'), 'AdminChatPage'),
});
