import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateChatListSearch } from '../features/admin-chat/lib/chat-list-search';
import { adminLayoutRoute } from './admin-layout.route';

export const adminChatsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/chats',
  // `?keyword=…&page=2&order=unanswered`: a search can be shared and survives a reload.
  validateSearch: validateChatListSearch,
  component: lazyRouteComponent(() => import('../features/admin-chat/components/admin-chats-page'), 'AdminChatsPage'),
});
