// The subscription context's public surface: other contexts import from here only.
export { ProposeSubscriptionCommand } from './application/commands/propose-subscription/propose-subscription.command';
export { SubscriptionModule } from './subscription.module';
export { SubscriptionHttpModule } from './api/subscription-http.module';
