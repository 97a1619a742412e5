import { DomainError } from '../../../shared/domain/domain-error';

export class SupplyNotFoundError extends DomainError {
  readonly code = 'FULFILMENT.ITEM_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('We could not find that item.');
  }
}

export class NotApprovedError extends DomainError {
  readonly code = 'FULFILMENT.NOT_APPROVED';
  readonly kind = 'conflict' as const;
  constructor() {
    super('This item has no prescription yet: a prescriber must approve the treatment before it can be supplied.');
  }
}

export class AlreadyShippedError extends DomainError {
  readonly code = 'FULFILMENT.ALREADY_SHIPPED';
  readonly kind = 'conflict' as const;
  constructor(trackingNumber: string) {
    super(`This item has already been shipped (tracking ${trackingNumber}). It cannot be shipped twice.`);
  }
}

export class ActionNotAllowedError extends DomainError {
  readonly code = 'FULFILMENT.ACTION_NOT_ALLOWED';
  readonly kind = 'conflict' as const;
}

export class NoDeliveryAddressError extends DomainError {
  readonly code = 'FULFILMENT.NO_ADDRESS';
  readonly kind = 'conflict' as const;
  constructor() {
    super('The customer has no delivery address: add one before shipping.');
  }
}

export class LabelNotFoundError extends DomainError {
  readonly code = 'FULFILMENT.LABEL_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('There is no shipping label with that tracking number.');
  }
}

export class PrintJobNotFoundError extends DomainError {
  readonly code = 'FULFILMENT.PRINT_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('That print file does not exist or has expired. Please print again.');
  }
}

export class DocumentTimeoutError extends DomainError {
  readonly code = 'FULFILMENT.DOCUMENT_TIMEOUT';
  readonly kind = 'conflict' as const;
  constructor() {
    super('The document is taking longer than usual to produce. Please try again in a minute.');
  }
}
