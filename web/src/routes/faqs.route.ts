import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.route';

export const faqsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/faqs',
  component: lazyRouteComponent(() => import('../features/faqs/components/faqs-page'), 'FaqsPage'),
});
