// The subscription context's public surface: other contexts import from here only.
export { ProposeSubscriptionCommand } from './application/commands/propose-subscription/propose-subscription.command';
export { ListOngoingSubscriptionsQuery, type OngoingSubscription } from './application/queries/list-ongoing-subscriptions/list-ongoing-subscriptions.query';
export { SubscriptionModule } from './subscription.module';
export { SubscriptionHttpModule } from './api/subscription-http.module';
