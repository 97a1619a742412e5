import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { beforeAfterCasesQueryOptions } from '../components/before-after/api/get-before-after-cases';
import { conditionQueryOptions } from '../features/conditions/api/get-condition';
import { CONDITION_SLUGS, type ConditionSlug } from '../features/conditions/lib/condition-slugs';
import { notFoundOn404 } from '../lib/api/not-found-on-404';
import { rootRoute } from './root.route';

const ConditionPage = lazyRouteComponent(() => import('../features/conditions/components/condition-page'), 'ConditionPage');

// One explicit path per landing page: a catch-all '/$condition' would swallow every unknown address.
function conditionRoute(slug: ConditionSlug) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: `/${slug}`,
    staticData: { conditionSlug: slug },
    loader: async ({ context: { queryClient } }) => {
      void queryClient.prefetchQuery(beforeAfterCasesQueryOptions());
      await queryClient.ensureQueryData(conditionQueryOptions(slug)).catch(notFoundOn404);
    },
    component: ConditionPage,
  });
}

export const conditionRoutes = CONDITION_SLUGS.map(conditionRoute);
