import { accountDashboardRoute } from './account-dashboard.route';
import { accountLayoutRoute } from './account-layout.route';
import { adminChatRoute } from './admin-chat.route';
import { adminChatsRoute } from './admin-chats.route';
import { adminIndexRoute, adminLayoutRoute, adminQueuesRoute } from './admin-layout.route';
import { adminSubscriptionDetailRoute } from './admin-subscription-detail.route';
import { adminDispatchRoute } from './admin-dispatch.route';
import { adminErasureRequestsRoute } from './admin-erasure-requests.route';
import { adminIdentityChecksRoute } from './admin-identity-checks.route';
import { adminPrescriptionSignaturesRoute } from './admin-prescription-signatures.route';
import { adminPomRoute } from './admin-pom.route';
import { adminResponsiblePharmacistRoute } from './admin-responsible-pharmacist.route';
import { adminSubscriptionsRoute } from './admin-subscriptions.route';
import { adminTreatmentsRoute } from './admin-treatments.route';
import { conditionRoutes } from './condition.routes';
import { consultationQuestionsRoute } from './consultation-questions.route';
import { consultationRoute } from './consultation.route';
import { faqsRoute } from './faqs.route';
import { homeRoute } from './home.route';
import { ingredientsRoute } from './ingredients.route';
import { journalArticleRoute } from './journal-article.route';
import { journalRoute } from './journal.route';
import { privacyPolicyRoute, termsRoute } from './legal.routes';
import { regulatoryInformationRoute } from './regulatory-information.route';
import { loginRoute } from './login.route';
import { meetTheTeamRoute } from './meet-the-team.route';
import { profileChatRoute } from './profile-chat.route';
import { profilePhotosRoute } from './profile-photos.route';
import { profileCheckInRoute } from './profile-check-in.route';
import { profileVerifyIdentityRoute } from './profile-verify-identity.route';
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
  termsRoute,
  privacyPolicyRoute,
  regulatoryInformationRoute,
  loginRoute,
  consultationRoute,
  consultationQuestionsRoute,
  subscriptionResultRoute,
  subscriptionCheckoutRoute,
  accountLayoutRoute.addChildren([accountDashboardRoute, profileChatRoute, profilePhotosRoute, profileCheckInRoute, profileVerifyIdentityRoute, renewalPaymentRoute]),
  adminLayoutRoute.addChildren([
    adminIndexRoute,
    adminSubscriptionsRoute,
    adminSubscriptionDetailRoute,
    adminTreatmentsRoute,
    adminChatsRoute,
    adminChatRoute,
    adminDispatchRoute,
    adminPomRoute,
    adminResponsiblePharmacistRoute,
    adminErasureRequestsRoute,
    adminIdentityChecksRoute,
    adminPrescriptionSignaturesRoute,
    adminQueuesRoute,
  ]),
]);
