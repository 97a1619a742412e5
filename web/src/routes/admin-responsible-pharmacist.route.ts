import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateRecordsSearch } from '../features/responsible-pharmacist/lib/records-search';
import { adminLayoutRoute } from './admin-layout.route';

export const adminResponsiblePharmacistRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/responsible-pharmacist',
  validateSearch: validateRecordsSearch,
  component: lazyRouteComponent(() => import('../features/responsible-pharmacist/components/responsible-pharmacist-page'), 'ResponsiblePharmacistPage'),
});
