import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateSignatureSearch } from '../features/prescription-signatures/lib/signature-search';
import { adminLayoutRoute } from './admin-layout.route';

export const adminPrescriptionSignaturesRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/prescription-signatures',
  validateSearch: validateSignatureSearch,
  component: lazyRouteComponent(() => import('../features/prescription-signatures/components/prescription-signature-page'), 'PrescriptionSignaturePage'),
});
