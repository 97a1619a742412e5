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

export class NotInReviewError extends DomainError {
  readonly code = 'SUBSCRIPTION.NOT_IN_REVIEW';
  readonly kind = 'conflict' as const;
  constructor(status: string) {
    super(`Only a subscription under review can be approved or declined; this one is ${status}.`);
  }
}

export class RenewalPaymentNotFoundError extends DomainError {
  readonly code = 'PAYMENT.RENEWAL_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('We could not find that payment on your account.');
  }
}
