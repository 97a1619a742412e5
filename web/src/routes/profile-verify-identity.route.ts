import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { accountLayoutRoute } from './account-layout.route';

/** ?subscription= the treatment under review the check is for (a rejected check declines it). */
const validateSearch = (search: Record<string, unknown>): { subscription?: number } => {
  const subscription = Number(search.subscription);
  return Number.isInteger(subscription) && subscription > 0 ? { subscription } : {};
};

/** /v2/profile/verify-identity: the local verifier's capture page, or the way to the provider's (docs/patient-safety.md). */
export const profileVerifyIdentityRoute = createRoute({
  getParentRoute: () => accountLayoutRoute,
  path: 'verify-identity',
  validateSearch,
  component: lazyRouteComponent(() => import('../features/account/components/verify-identity-page'), 'VerifyIdentityPage'),
});
