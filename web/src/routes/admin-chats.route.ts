import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireAdmin } from '../features/auth/lib/route-guards';
import { validateChatListSearch } from '../features/admin-chat/lib/chat-list-search';
import { rootRoute } from './root.route';

// Self-contained for now; the admin layout route becomes its parent when both are in.
export const adminChatsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/v2/admin/chats',
  beforeLoad: requireAdmin,
  // `?keyword=…&page=2&order=unanswered`: a search can be shared and survives a reload.
  validateSearch: validateChatListSearch,
  component: lazyRouteComponent(() => import('../features/admin-chat/components/admin-chats-page'), 'AdminChatsPage'),
});
