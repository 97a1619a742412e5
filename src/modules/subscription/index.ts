// The subscription context's public surface: other contexts import from here only.
export { SubscriptionModule } from './subscription.module';
