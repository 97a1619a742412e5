import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { accountLayoutRoute } from './account-layout.route';

export const profileChatRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'chat',
  component: lazyRouteComponent(() => import('../features/support-chat/components/support-chat-page'), 'SupportChatPage'),
});
