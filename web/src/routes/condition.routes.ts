import { createRoute } from '@tanstack/react-router';
import { beforeAfterCasesQueryOptions } from '../components/before-after/api/get-before-after-cases';
import { conditionQueryOptions } from '../features/conditions/api/get-condition';
import { ConditionPage } from '../features/conditions/components/condition-page';
import { CONDITION_SLUGS, type ConditionSlug } from '../features/conditions/lib/condition-slugs';
import { loadPageData } from '../lib/api/load-page-data';
import { notFoundOn404 } from '../lib/api/not-found-on-404';
import { rootRoute } from './root.route';

// One explicit path per landing page: a catch-all '/$condition' would swallow every unknown address.
function conditionRoute(slug: ConditionSlug) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: `/${slug}`,
    staticData: { conditionSlug: slug, islandsOnly: true },
    loader: async ({ context: { queryClient } }) => {
      await Promise.all([
        queryClient.ensureQueryData(conditionQueryOptions(slug)).catch(notFoundOn404),
        loadPageData(queryClient, [beforeAfterCasesQueryOptions()]),
      ]);
    },
    // Bundled with the entry, not lazy: the server draws the page, and hydrating it needs no extra round trip.
    component: ConditionPage,
  });
}

export const conditionRoutes = CONDITION_SLUGS.map(conditionRoute);
