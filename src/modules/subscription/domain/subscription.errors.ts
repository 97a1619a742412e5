import { DomainError } from '../../../shared/domain/domain-error';

export class NoProposalError extends DomainError {
  readonly code = 'SUBSCRIPTION.NO_PROPOSAL';
  readonly kind = 'not_found' as const;
  constructor() {
    super('There is no treatment waiting for you yet: start with a free consultation.');
  }
}

export class NoSuitablePlanError extends DomainError {
  readonly code = 'SUBSCRIPTION.NO_SUITABLE_PLAN';
  readonly kind = 'conflict' as const;
  constructor() {
    super('We have no treatment to offer for this consultation online. Our clinical team will contact you.');
  }
}

export class PlanNotOfferedError extends DomainError {
  readonly code = 'SUBSCRIPTION.PLAN_NOT_OFFERED';
  readonly kind = 'invalid' as const;
  constructor() {
    super('Please choose one of the plans offered.', { plan_id: ['Please choose one of the plans offered.'] });
  }
}

export class PaymentProviderError extends DomainError {
  readonly code = 'PAYMENT.PROVIDER_ERROR';
  readonly kind = 'invalid' as const;
  constructor(message: string) {
    super(message);
  }
}

export class PromoCodeRefusedError extends DomainError {
  readonly code = 'PROMO.INVALID';
  readonly kind = 'invalid' as const;
  /** 'Invalid promo code' (spec §8) unless there is a more helpful reason to give. */
  constructor(reason = 'Invalid promo code') {
    super(reason, { code: [reason] });
  }
}

export class PaymentFailedError extends DomainError {
  readonly code = 'PAYMENT.FAILED';
  readonly kind = 'invalid' as const;
  /** Spec §8: 'Payment failed: {provider message}'. */
  constructor(providerMessage: string) {
    super(`Payment failed: ${providerMessage}`);
  }
}

export class UnknownPaymentMethodError extends DomainError {
  readonly code = 'PAYMENT.UNKNOWN_METHOD';
  readonly kind = 'invalid' as const;
  constructor() {
    super('Please choose a payment method', { paymentMethod: ['Please choose a payment method'] });
  }
}

export class PaymentNotFoundError extends DomainError {
  readonly code = 'PAYMENT.NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('We could not find a payment for that subscription.');
  }
}

export class WebhookSignatureError extends DomainError {
  readonly code = 'PAYMENT.BAD_SIGNATURE';
  readonly kind = 'invalid' as const;
  constructor() {
    super('The webhook signature does not match.');
  }
}

export class SubscriptionNotFoundError extends DomainError {
  readonly code = 'SUBSCRIPTION.NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('We could not find that subscription.');
  }
}

/** A date the customer chose that the rules refuse (past, too far ahead, not a date); names the field sent. */
export class DateRefusedError extends DomainError {
  readonly code = 'SUBSCRIPTION.DATE_REFUSED';
  readonly kind = 'invalid' as const;
  constructor(field: string, message: string) {
    super(message, { [field]: [message] });
  }
}

/** The action does not fit where the subscription stands (cancelling one already cancelled, say). */
export class ActionNotAllowedError extends DomainError {
  readonly code = 'SUBSCRIPTION.ACTION_NOT_ALLOWED';
  readonly kind = 'conflict' as const;
}

/** Spec §5: 'Please select a payment method'; also for a card that is not among the customer's own. */
export class PaymentMethodRefusedError extends DomainError {
  readonly code = 'PAYMENT.METHOD_REFUSED';
  readonly kind = 'invalid' as const;
  constructor() {
    super('Please select a payment method', { payment_method: ['Please select a payment method'] });
  }
}

/** A back-office action the rules refuse (staff-rules.ts); the message says why. */
export class StaffActionRefusedError extends DomainError {
  readonly code = 'SUBSCRIPTION.ACTION_REFUSED';
  readonly kind = 'conflict' as const;
  constructor(reason: string) {
    super(reason);
  }
}

export class SubscriptionItemNotFoundError extends DomainError {
  readonly code = 'SUBSCRIPTION.ITEM_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('We could not find that subscription item.');
  }
}

export class CatalogueChoiceNotFoundError extends DomainError {
  readonly code = 'SUBSCRIPTION.CATALOGUE_CHOICE_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor(what: 'item' | 'plan') {
    super(what === 'item' ? 'We could not find that treatment item in the catalogue.' : 'We could not find that treatment plan in the catalogue.');
  }
}

export class CustomerNotFoundByEmailError extends DomainError {
  readonly code = 'SUBSCRIPTION.CUSTOMER_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('No customer has that email.', { user: ['No customer has that email.'] });
  }
}

export class DateInThePastError extends DomainError {
  readonly code = 'SUBSCRIPTION.DATE_IN_THE_PAST';
  readonly kind = 'invalid' as const;
  constructor(field: string) {
    super('Please choose today or a later date.', { [field]: ['Please choose today or a later date.'] });
  }
}

export class RenewalPaymentNotFoundError extends DomainError {
  readonly code = 'PAYMENT.RENEWAL_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('We could not find that payment on your account.');
  }
}
