import { adminSubscriptionsRoute } from './admin-subscriptions.route';
import { faqsRoute } from './faqs.route';
import { homeRoute } from './home.route';
import { ingredientsRoute } from './ingredients.route';
import { journalRoute } from './journal.route';
import { loginRoute } from './login.route';
import { meetTheTeamRoute } from './meet-the-team.route';
import { profileRoute } from './profile.route';
import { reviewsRoute } from './reviews.route';
import { rootRoute } from './root.route';
import { shopRoute } from './shop.route';

export const routeTree = rootRoute.addChildren([
  homeRoute,
  shopRoute,
  ingredientsRoute,
  meetTheTeamRoute,
  reviewsRoute,
  journalRoute,
  faqsRoute,
  loginRoute,
  profileRoute,
  adminSubscriptionsRoute,
]);
