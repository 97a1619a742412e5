import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ChooseProposedPlanHandler } from './application/commands/choose-proposed-plan/choose-proposed-plan.handler';
import { ProposeSubscriptionHandler } from './application/commands/propose-subscription/propose-subscription.handler';
import { ApplyPromoCodeHandler } from './application/commands/apply-promo-code/apply-promo-code.handler';
import { BillingAccounts } from './application/billing-accounts';
import { CheckoutQuotes } from './application/checkout-quote';
import { ConfirmSubscriptionHandler } from './application/commands/confirm-subscription/confirm-subscription.handler';
import { CreateSetupIntentHandler } from './application/commands/create-setup-intent/create-setup-intent.handler';
import { HandlePaymentEventHandler } from './application/commands/handle-payment-event/handle-payment-event.handler';
import { StartSubscriptionHandler } from './application/commands/start-subscription/start-subscription.handler';
import { PaymentSettlement } from './application/payment-settlement';
import { ConfirmRenewalPaymentHandler } from './application/commands/confirm-renewal-payment/confirm-renewal-payment.handler';
import { RenewSubscriptionHandler } from './application/commands/renew-subscription/renew-subscription.handler';
import { RenewDueSubscriptionsHandler } from './application/commands/renew-due-subscriptions/renew-due-subscriptions.handler';
import { RenewalAttempt } from './application/renewal-attempt';
import { SendRenewalRemindersHandler } from './application/commands/send-renewal-reminders/send-renewal-reminders.handler';
import { SweepDueRenewalsHandler } from './application/commands/sweep-due-renewals/sweep-due-renewals.handler';
import { ScheduleRenewalSweepHandler } from './application/commands/schedule-renewal-sweep/schedule-renewal-sweep.handler';
import { FindDueRenewalsHandler } from './application/queries/find-due-renewals/find-due-renewals.handler';
import { GetRenewalPaymentHandler } from './application/queries/get-renewal-payment/get-renewal-payment.handler';
import { RenewalPricing } from './application/renewal-pricing';
import { AddOnReservations } from './application/add-on-reservations';
import { RenewalSettlement } from './application/renewal-settlement';
import { SandboxAuthenticationHandler, SandboxCardSetupHandler } from './infrastructure/sandbox-gateway/sandbox-provider.handlers';
import { GetCheckoutPageHandler } from './application/queries/get-checkout-page/get-checkout-page.handler';
import { PlanOffers } from './application/plan-offers';
import { GetCheckoutQuoteHandler } from './application/queries/get-checkout-quote/get-checkout-quote.handler';
import { ListOngoingSubscriptionsHandler } from './application/queries/list-ongoing-subscriptions/list-ongoing-subscriptions.handler';
import { GetProposalHandler } from './application/queries/get-proposal/get-proposal.handler';
import { paymentGatewayProvider } from './infrastructure/payment-gateway.provider';
import { CustomerSubscriptions } from './application/customer-subscriptions';
import { CancelSubscriptionHandler } from './application/commands/cancel-subscription/cancel-subscription.handler';
import { ChangePaymentMethodHandler } from './application/commands/change-payment-method/change-payment-method.handler';
import { PauseSubscriptionHandler } from './application/commands/pause-subscription/pause-subscription.handler';
import { PostponeDeliveryHandler } from './application/commands/postpone-delivery/postpone-delivery.handler';
import { ResumeSubscriptionHandler } from './application/commands/resume-subscription/resume-subscription.handler';
import { SeedDemoSubscriptionsHandler } from './application/commands/seed-demo-subscriptions/seed-demo-subscriptions.handler';
import { UpdateDeliveryDateHandler } from './application/commands/update-delivery-date/update-delivery-date.handler';
import { GetAccountOverviewHandler } from './application/queries/get-account-overview/get-account-overview.handler';
import { AddSubscriptionItemHandler } from './application/commands/add-item/add-item.handler';
import { ChangeDueDateHandler } from './application/commands/change-due-date/change-due-date.handler';
import { ChangeSubscriptionItemHandler } from './application/commands/change-item/change-item.handler';
import { EndSubscriptionHandler } from './application/commands/end-subscription/end-subscription.handler';
import { RemoveSubscriptionItemHandler } from './application/commands/remove-item/remove-item.handler';
import { SetItemShippingDateHandler } from './application/commands/set-item-shipping-date/set-item-shipping-date.handler';
import { SetItemStatusHandler } from './application/commands/set-item-status/set-item-status.handler';
import { StartReviewDecisionHandler } from './application/commands/start-review-decision/start-review-decision.handler';
import { StartSubscriptionForCustomerHandler } from './application/commands/start-subscription-for-customer/start-subscription-for-customer.handler';
import { CustomerCards } from './application/customer-cards';
import { GetSubscriptionForStaffHandler } from './application/queries/get-subscription-for-staff/get-subscription-for-staff.handler';
import { ListCustomerCardsHandler } from './application/queries/list-customer-cards/list-customer-cards.handler';
import { ListSubscriptionsForStaffHandler } from './application/queries/list-subscriptions-for-staff/list-subscriptions-for-staff.handler';
import { ItemChangeProposals } from './application/item-change-proposals';
import { SettleItemChangeHandler } from './application/commands/settle-item-change/settle-item-change.handler';
import { StaffWorkbench } from './application/staff-workbench';
import { StaffListCounts } from './application/staff-list-counts';
import { ListSubscriptionsAwaitingReviewHandler } from './application/queries/list-subscriptions-awaiting-review/list-subscriptions-awaiting-review.handler';
import { GetSubscriptionForReviewHandler } from './application/queries/get-subscription-for-review/get-subscription-for-review.handler';
import { GetSupplyHandler } from './application/queries/get-supply/get-supply.handler';
import { ActivateOnPrescription } from './application/reactions/activate-on-prescription.reaction';
import { MarkShippedOnDispatch } from './application/reactions/mark-shipped-on-dispatch.reaction';
import { RefundOnDecline } from './application/reactions/refund-on-decline.reaction';
import { RetryRenewalOnNewCard } from './application/reactions/retry-renewal-on-new-card.reaction';
import { SUBSCRIPTION_ENTITIES } from './subscription.entities';
import { HoldSubscriptionsHandler } from './application/commands/hold-subscriptions/hold-subscriptions.handler';
import { ListPatientSubscriptionIdsHandler } from './application/queries/list-patient-subscription-ids/list-patient-subscription-ids.handler';
import { ExportSubscriptionDataHandler } from './application/queries/export-subscription-data/export-subscription-data.handler';
import { CloseSubscriptionsForErasureHandler } from './application/commands/close-subscriptions-for-erasure/close-subscriptions-for-erasure.handler';
import { DetachSavedCardsHandler } from './application/commands/detach-saved-cards/detach-saved-cards.handler';
import { PurgeBillingRecordsHandler } from './application/commands/purge-billing-records/purge-billing-records.handler';
import { PurgeTreatmentRecordsHandler } from './application/commands/purge-treatment-records/purge-treatment-records.handler';
import { RecordOpenRiskFlagsHandler } from './application/commands/record-open-risk-flags/record-open-risk-flags.handler';
import { FindSubscriptionsUnderReviewHandler } from './application/queries/find-subscriptions-under-review/find-subscriptions-under-review.handler';
import { GetOrderRiskFactsHandler } from './application/queries/get-order-risk-facts/get-order-risk-facts.handler';

import { ProviderReferences } from './application/provider-references';
import { PrescriptionDateWindow } from './application/prescription-date-window';
import { SendNowEligibility } from './application/send-now-eligibility';
import { SendCardExpiryNoticesHandler } from './application/commands/send-card-expiry-notices/send-card-expiry-notices.handler';
import { SendNextBoxNowHandler } from './application/commands/send-next-box-now/send-next-box-now.handler';
import { ListSupplyAddOnsHandler } from './application/queries/list-supply-add-ons/list-supply-add-ons.handler';
import { AddAddOnHandler } from './application/commands/add-add-on/add-add-on.handler';
import { RemoveAddOnHandler } from './application/commands/remove-add-on/remove-add-on.handler';

/** Subscriptions and their items, checkout, pricing and promotions, the payment gateway port, renewals and dunning. */
@Module({
  imports: [MikroOrmModule.forFeature(SUBSCRIPTION_ENTITIES)],
  providers: [
    paymentGatewayProvider,
    ProviderReferences,
    PlanOffers,
    CheckoutQuotes,
    BillingAccounts,
    PaymentSettlement,
    RenewalPricing,
    AddOnReservations,
    RenewalSettlement,
    RenewalAttempt,
    RenewSubscriptionHandler,
    RenewDueSubscriptionsHandler,
    AddAddOnHandler,
    ListSupplyAddOnsHandler,
    RemoveAddOnHandler,
    GetOrderRiskFactsHandler,
    FindSubscriptionsUnderReviewHandler,
    RecordOpenRiskFlagsHandler,
    FindDueRenewalsHandler,
    SendRenewalRemindersHandler,
    SendCardExpiryNoticesHandler,
    SweepDueRenewalsHandler,
    ScheduleRenewalSweepHandler,
    ConfirmRenewalPaymentHandler,
    GetRenewalPaymentHandler,
    ApplyPromoCodeHandler,
    GetCheckoutQuoteHandler,
    GetCheckoutPageHandler,
    CreateSetupIntentHandler,
    StartSubscriptionHandler,
    ConfirmSubscriptionHandler,
    HandlePaymentEventHandler,
    GetSubscriptionForReviewHandler,
    ListSubscriptionsAwaitingReviewHandler,
    GetSupplyHandler,
    ActivateOnPrescription,
    RefundOnDecline,
    RetryRenewalOnNewCard,
    MarkShippedOnDispatch,
    SandboxCardSetupHandler,
    SandboxAuthenticationHandler,
    ProposeSubscriptionHandler,
    ChooseProposedPlanHandler,
    GetProposalHandler,
    ListOngoingSubscriptionsHandler,
    CustomerSubscriptions,
    GetAccountOverviewHandler,
    UpdateDeliveryDateHandler,
    ChangePaymentMethodHandler,
    CancelSubscriptionHandler,
    PostponeDeliveryHandler,
    PauseSubscriptionHandler,
    ResumeSubscriptionHandler,
    SendNowEligibility,
    PrescriptionDateWindow,
    SendNextBoxNowHandler,
    SeedDemoSubscriptionsHandler,
    StaffWorkbench,
    StaffListCounts,
    ItemChangeProposals,
    SettleItemChangeHandler,
    CustomerCards,
    ListSubscriptionsForStaffHandler,
    GetSubscriptionForStaffHandler,
    ListCustomerCardsHandler,
    StartSubscriptionForCustomerHandler,
    ChangeDueDateHandler,
    EndSubscriptionHandler,
    AddSubscriptionItemHandler,
    ChangeSubscriptionItemHandler,
    RemoveSubscriptionItemHandler,
    SetItemStatusHandler,
    StartReviewDecisionHandler,
    SetItemShippingDateHandler,
    ExportSubscriptionDataHandler,
    ListPatientSubscriptionIdsHandler,
    HoldSubscriptionsHandler,
    CloseSubscriptionsForErasureHandler,
    DetachSavedCardsHandler,
    PurgeBillingRecordsHandler,
    PurgeTreatmentRecordsHandler,
  ],
})
export class SubscriptionModule {}
