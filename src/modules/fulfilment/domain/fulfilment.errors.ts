import { domainError } from '../../../shared/domain/domain-error';

export class SupplyNotFoundError extends domainError('FULFILMENT.ITEM_NOT_FOUND', 'not_found', 'We could not find that item.') {}

export class NotApprovedError extends domainError('FULFILMENT.NOT_APPROVED', 'conflict', 'This item has no prescription yet: a prescriber must approve the treatment before it can be supplied.') {}

export class AlreadyShippedError extends domainError('FULFILMENT.ALREADY_SHIPPED', 'conflict', (trackingNumber: string) => `This item has already been shipped (tracking ${trackingNumber}). It cannot be shipped twice.`) {}

/** The item's status does not offer the action; the message says why. */
export class ActionNotAllowedError extends domainError('FULFILMENT.ACTION_NOT_ALLOWED', 'conflict', (reason: string) => reason) {}

export class NoDeliveryAddressError extends domainError('FULFILMENT.NO_ADDRESS', 'conflict', 'The customer has no delivery address: add one before shipping.') {}

export class LabelNotFoundError extends domainError('FULFILMENT.LABEL_NOT_FOUND', 'not_found', 'There is no shipping label with that tracking number.') {}

export class PrintJobNotFoundError extends domainError('FULFILMENT.PRINT_NOT_FOUND', 'not_found', 'That print file does not exist or has expired. Please print again.') {}

export class DocumentTimeoutError extends domainError('FULFILMENT.DOCUMENT_TIMEOUT', 'conflict', 'The document is taking longer than usual to produce. Please try again in a minute.') {}

export class ClinicalCheckMissingError extends domainError('FULFILMENT.CLINICAL_CHECK_MISSING', 'conflict', 'This supply has not had its clinical check: a pharmacist must check the prescription against the patient before it can be shipped.') {}

export class AccuracyCheckMissingError extends domainError('FULFILMENT.ACCURACY_CHECK_MISSING', 'conflict', 'This supply has not had its accuracy check: a pharmacist must confirm the product code, batch and expiry of the pack before it can be shipped.') {}

export class NoResponsiblePharmacistError extends domainError('FULFILMENT.NO_RESPONSIBLE_PHARMACIST', 'conflict', 'No responsible pharmacist is signed in: nothing can be supplied from the pharmacy until a pharmacist signs in as responsible pharmacist.') {}

export class ClinicalCheckFirstError extends domainError('FULFILMENT.CLINICAL_CHECK_FIRST', 'conflict', 'Record the clinical check first: the accuracy check confirms the pack against a prescription a pharmacist has already checked.') {}

const ukDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

export class WrongProductError extends domainError(
  'FULFILMENT.WRONG_PRODUCT',
  'invalid',
  (onPack: string, prescribed: string) => `The pack's product code ${onPack} is not the prescribed ${prescribed}. Do not supply it: pick the prescribed product.`,
  { field: 'product_code' },
) {}

export class ExpiredPackError extends domainError(
  'FULFILMENT.PACK_EXPIRED',
  'invalid',
  (expiresOn: string) => `This pack expires on ${ukDate(expiresOn)}: an expired pack cannot be supplied. Pick another pack and check it again.`,
  { field: 'expiry_date' },
) {}

export class CheckedPackExpiredError extends domainError(
  'FULFILMENT.CHECKED_PACK_EXPIRED',
  'conflict',
  (expiresOn: string) => `The pack checked for this supply expires on ${ukDate(expiresOn)}, so it cannot be sent now. Pick another pack and record the accuracy check again.`,
) {}

/** The prescription does not allow this supply to leave today (HMR 2012 reg 217); the message names the rule. */
export class PrescriptionDoesNotAllowError extends domainError('FULFILMENT.SUPPLY_NOT_AUTHORISED', 'conflict', (rule: string) => rule) {}
