import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/lib/route-guards';
import { isConsultationType } from '../lib/consultation-types';
import { validateQuestionnaireSearch } from '../features/consultation/lib/questionnaire-search';
import { rootRoute } from './root.route';

export const consultationQuestionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/consultation/$type/questions',
  validateSearch: validateQuestionnaireSearch,
  beforeLoad: (args) => {
    if (!isConsultationType(args.params.type)) throw notFound();
    return requireSignedIn(args);
  },
  component: lazyRouteComponent(
    () => import('../features/consultation/components/questionnaire-page'),
    'QuestionnairePage',
  ),
});
