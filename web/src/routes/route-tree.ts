import { adminSubscriptionsRoute } from './admin-subscriptions.route';
import { conditionRoutes } from './condition.routes';
import { consultationQuestionsRoute } from './consultation-questions.route';
import { consultationRoute } from './consultation.route';
import { faqsRoute } from './faqs.route';
import { homeRoute } from './home.route';
import { ingredientsRoute } from './ingredients.route';
import { journalArticleRoute } from './journal-article.route';
import { journalRoute } from './journal.route';
import { loginRoute } from './login.route';
import { meetTheTeamRoute } from './meet-the-team.route';
import { profileRoute } from './profile.route';
import { renewalPaymentRoute } from './renewal-payment.route';
import { reviewsRoute } from './reviews.route';
import { rootRoute } from './root.route';
import { shopTreatmentRoute } from './shop-treatment.route';
import { shopRoute } from './shop.route';
import { subscriptionCheckoutRoute } from './subscription-checkout.route';
import { subscriptionResultRoute } from './subscription-result.route';

export const routeTree = rootRoute.addChildren([
  homeRoute,
  shopRoute,
  shopTreatmentRoute,
  ...conditionRoutes,
  ingredientsRoute,
  meetTheTeamRoute,
  reviewsRoute,
  journalRoute,
  journalArticleRoute,
  faqsRoute,
  loginRoute,
  consultationRoute,
  consultationQuestionsRoute,
  subscriptionResultRoute,
  subscriptionCheckoutRoute,
  profileRoute,
  renewalPaymentRoute,
  adminSubscriptionsRoute,
]);
