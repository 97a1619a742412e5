// The subscription context's public surface: other contexts import from here only.
export { ProposeSubscriptionCommand } from './application/commands/propose-subscription/propose-subscription.command';
export { SubscriptionModule } from './subscription.module';
export { SubscriptionHttpModule } from './api/subscription-http.module';
export { RenewSubscriptionCommand, type RenewResult } from './application/commands/renew-subscription/renew-subscription.command';
export { SendRenewalRemindersCommand } from './application/commands/send-renewal-reminders/send-renewal-reminders.command';
export { FindDueRenewalsQuery, type DueRenewal } from './application/queries/find-due-renewals/find-due-renewals.query';
export { PaymentMethodChanged } from './domain/events/payment-method-changed.event';
