import { DomainError, domainError } from '../../../shared/domain/domain-error';

export class NoProposalError extends domainError('SUBSCRIPTION.NO_PROPOSAL', 'not_found', 'There is no treatment waiting for you yet: start with a free consultation.') {}

export class NoSuitablePlanError extends domainError('SUBSCRIPTION.NO_SUITABLE_PLAN', 'conflict', 'We have no treatment to offer for this consultation online. Our clinical team will contact you.') {}

export class PlanNotOfferedError extends domainError('SUBSCRIPTION.PLAN_NOT_OFFERED', 'invalid', 'Please choose one of the plans offered.', { field: 'plan_id' }) {}

export class PaymentProviderError extends domainError('PAYMENT.PROVIDER_ERROR', 'invalid', (message: string) => message) {}

/** 'Invalid promo code' (spec §8) unless there is a more helpful reason to give. */
export class PromoCodeRefusedError extends domainError('PROMO.INVALID', 'invalid', (reason: string = 'Invalid promo code') => reason, { field: 'code' }) {}

/** Spec §8: 'Payment failed: {provider message}'. */
export class PaymentFailedError extends domainError('PAYMENT.FAILED', 'invalid', (providerMessage: string) => `Payment failed: ${providerMessage}`) {}

export class UnknownPaymentMethodError extends domainError('PAYMENT.UNKNOWN_METHOD', 'invalid', 'Please choose a payment method', { field: 'paymentMethod' }) {}

export class PaymentNotFoundError extends domainError('PAYMENT.NOT_FOUND', 'not_found', 'We could not find a payment for that subscription.') {}

export class WebhookSignatureError extends domainError('PAYMENT.BAD_SIGNATURE', 'invalid', 'The webhook signature does not match.') {}

export class SubscriptionNotFoundError extends domainError('SUBSCRIPTION.NOT_FOUND', 'not_found', 'We could not find that subscription.') {}

/** A date the customer chose that the rules refuse (past, too far ahead, not a date); names the field sent. */
export class DateRefusedError extends DomainError {
  readonly code = 'SUBSCRIPTION.DATE_REFUSED';
  readonly kind = 'invalid' as const;
  constructor(field: string, message: string) {
    super(message, { [field]: [message] });
  }
}

/** The action does not fit where the subscription stands (cancelling one already cancelled, say). */
export class ActionNotAllowedError extends domainError('SUBSCRIPTION.ACTION_NOT_ALLOWED', 'conflict', (reason: string) => reason) {}

/** Spec §5: 'Please select a payment method'; also for a card that is not among the customer's own. */
export class PaymentMethodRefusedError extends domainError('PAYMENT.METHOD_REFUSED', 'invalid', 'Please select a payment method', { field: 'payment_method' }) {}

/** A back-office action the rules refuse (staff-rules.ts); the message says why. */
export class StaffActionRefusedError extends domainError('SUBSCRIPTION.ACTION_REFUSED', 'conflict', (reason: string) => reason) {}

export class SubscriptionItemNotFoundError extends domainError('SUBSCRIPTION.ITEM_NOT_FOUND', 'not_found', 'We could not find that subscription item.') {}

export class CatalogueChoiceNotFoundError extends domainError('SUBSCRIPTION.CATALOGUE_CHOICE_NOT_FOUND', 'not_found', (what: 'item' | 'plan') =>
  what === 'item' ? 'We could not find that treatment item in the catalogue.' : 'We could not find that treatment plan in the catalogue.',
) {}

export class CustomerNotFoundByEmailError extends domainError('SUBSCRIPTION.CUSTOMER_NOT_FOUND', 'not_found', 'No customer has that email.', { field: 'user' }) {}

export class DateInThePastError extends DomainError {
  readonly code = 'SUBSCRIPTION.DATE_IN_THE_PAST';
  readonly kind = 'invalid' as const;
  constructor(field: string) {
    super('Please choose today or a later date.', { [field]: ['Please choose today or a later date.'] });
  }
}

export class RenewalPaymentNotFoundError extends domainError('PAYMENT.RENEWAL_NOT_FOUND', 'not_found', 'We could not find that payment on your account.') {}

export class ProposalNotFoundError extends domainError('SUBSCRIPTION.PROPOSAL_NOT_FOUND', 'not_found', 'There is no proposed change with that number.') {}

/** 'Send the next box now' refused (send-now.ts): paused, in review, too soon for the prescription, nothing left to send, already sent. */
export class SendNowRefusedError extends domainError('SUBSCRIPTION.SEND_NOW_REFUSED', 'conflict', (reason: string) => reason) {}
export class AddOnNotFoundError extends domainError('SUBSCRIPTION.ADD_ON_NOT_FOUND', 'not_found', 'We could not find that add-on.', { field: 'catalogue_item_id' }) {}

export class AddOnOutOfStockError extends domainError('SUBSCRIPTION.ADD_ON_OUT_OF_STOCK', 'conflict', (name: string) => `${name} is out of stock.`) {}

export class AddOnAlreadyAddedError extends domainError('SUBSCRIPTION.ADD_ON_ALREADY_ADDED', 'conflict', (name: string) => `${name} is already in your next box.`) {}
