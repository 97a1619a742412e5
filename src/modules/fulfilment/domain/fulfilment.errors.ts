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
