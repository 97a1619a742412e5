// The subscription context's public surface: other contexts import from here only.
export { GetSubscriptionForReviewQuery, type SubscriptionForReview } from './application/queries/get-subscription-for-review/get-subscription-for-review.query';
export { StartReviewDecisionCommand } from './application/commands/start-review-decision/start-review-decision.command';
export { GetSupplyQuery, type Supply } from './application/queries/get-supply/get-supply.query';
export { ProposeSubscriptionCommand } from './application/commands/propose-subscription/propose-subscription.command';
export { ListOngoingSubscriptionsQuery, type OngoingSubscription } from './application/queries/list-ongoing-subscriptions/list-ongoing-subscriptions.query';
export { SeedDemoSubscriptionsCommand } from './application/commands/seed-demo-subscriptions/seed-demo-subscriptions.command';
export { PaymentMethodChanged } from './domain/events/payment-method-changed.event';
export { SupplyRenewed } from './domain/events/supply-renewed.event';
export { ExportSubscriptionDataQuery, type SubscriptionData } from './application/queries/export-subscription-data/export-subscription-data.query';
export { CloseSubscriptionsForErasureCommand } from './application/commands/close-subscriptions-for-erasure/close-subscriptions-for-erasure.command';
export { DetachSavedCardsCommand } from './application/commands/detach-saved-cards/detach-saved-cards.command';
export { PurgeBillingRecordsCommand } from './application/commands/purge-billing-records/purge-billing-records.command';
export { PurgeTreatmentRecordsCommand } from './application/commands/purge-treatment-records/purge-treatment-records.command';
export { SweepDueRenewalsCommand } from './application/commands/sweep-due-renewals/sweep-due-renewals.command';
export { ScheduleRenewalSweepCommand } from './application/commands/schedule-renewal-sweep/schedule-renewal-sweep.command';
export { RenewSubscriptionCommand, type RenewResult } from './application/commands/renew-subscription/renew-subscription.command';
export { SendRenewalRemindersCommand } from './application/commands/send-renewal-reminders/send-renewal-reminders.command';
export { FindDueRenewalsQuery, type DueRenewal } from './application/queries/find-due-renewals/find-due-renewals.query';
