// The subscription context's public surface: other contexts import from here only.
export { ProposeSubscriptionCommand } from './application/commands/propose-subscription/propose-subscription.command';
export { ListOngoingSubscriptionsQuery, type OngoingSubscription } from './application/queries/list-ongoing-subscriptions/list-ongoing-subscriptions.query';
export { SeedDemoSubscriptionsCommand } from './application/commands/seed-demo-subscriptions/seed-demo-subscriptions.command';
export { PaymentMethodChanged } from './domain/events/payment-method-changed.event';
export { SubscriptionCancelled } from './domain/events/subscription-cancelled.event';
export { SubscriptionModule } from './subscription.module';
export { SubscriptionHttpModule } from './api/subscription-http.module';
