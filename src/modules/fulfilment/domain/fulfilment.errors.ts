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

export class ClinicalCheckMissingError extends DomainError {
  readonly code = 'FULFILMENT.CLINICAL_CHECK_MISSING';
  readonly kind = 'conflict' as const;
  constructor() {
    super('This supply has not had its clinical check: a pharmacist must check the prescription against the patient before it can be shipped.');
  }
}

export class AccuracyCheckMissingError extends DomainError {
  readonly code = 'FULFILMENT.ACCURACY_CHECK_MISSING';
  readonly kind = 'conflict' as const;
  constructor() {
    super('This supply has not had its accuracy check: a pharmacist must confirm the product code, batch and expiry of the pack before it can be shipped.');
  }
}

export class NoResponsiblePharmacistError extends DomainError {
  readonly code = 'FULFILMENT.NO_RESPONSIBLE_PHARMACIST';
  readonly kind = 'conflict' as const;
  constructor() {
    super('No responsible pharmacist is signed in: nothing can be supplied from the pharmacy until a pharmacist signs in as responsible pharmacist.');
  }
}

export class ClinicalCheckFirstError extends DomainError {
  readonly code = 'FULFILMENT.CLINICAL_CHECK_FIRST';
  readonly kind = 'conflict' as const;
  constructor() {
    super('Record the clinical check first: the accuracy check confirms the pack against a prescription a pharmacist has already checked.');
  }
}

export class WrongProductError extends DomainError {
  readonly code = 'FULFILMENT.WRONG_PRODUCT';
  readonly kind = 'invalid' as const;
  constructor(onPack: string, prescribed: string) {
    const message = `The pack's product code ${onPack} is not the prescribed ${prescribed}. Do not supply it: pick the prescribed product.`;
    super(message, { product_code: [message] });
  }
}

export class ExpiredPackError extends DomainError {
  readonly code = 'FULFILMENT.PACK_EXPIRED';
  readonly kind = 'invalid' as const;
  constructor(expiresOn: string) {
    const message = `This pack expires on ${expiresOn.split('-').reverse().join('/')}: an expired pack cannot be supplied. Pick another pack and check it again.`;
    super(message, { expiry_date: [message] });
  }
}

export class CheckedPackExpiredError extends DomainError {
  readonly code = 'FULFILMENT.CHECKED_PACK_EXPIRED';
  readonly kind = 'conflict' as const;
  constructor(expiresOn: string) {
    super(`The pack checked for this supply expires on ${expiresOn.split('-').reverse().join('/')}, so it cannot be sent now. Pick another pack and record the accuracy check again.`);
  }
}
