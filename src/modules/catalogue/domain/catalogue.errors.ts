import { domainError } from '../../../shared/domain/domain-error';

export class PageNotFoundError extends domainError('CATALOGUE.NOT_FOUND', 'not_found', (what: string) => `We could not find ${what}.`) {}

export class CatalogueItemNotFoundError extends domainError('CATALOGUE.ITEM_NOT_FOUND', 'not_found', 'We could not find that treatment item.') {}

export class PriceNotMonthlyError extends domainError(
  'CATALOGUE.PRICE_NOT_MONTHLY',
  'invalid',
  (months: number) => `This item is listed by the month and a supply lasts ${months} months: enter a supply price that divides into whole pence a month.`,
  { field: 'price_pence' },
) {}

export class SafeguardReasonRequiredError extends domainError(
  'CATALOGUE.SAFEGUARD_REASON_REQUIRED',
  'invalid',
  (min: number, max: number) => `Say why the safeguards change (${min} to ${max} characters): prescribers rely on them.`,
  { field: 'reason' },
) {}
