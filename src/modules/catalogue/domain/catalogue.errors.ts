import { domainError } from '../../../shared/domain/domain-error';

export class PageNotFoundError extends domainError('CATALOGUE.NOT_FOUND', 'not_found', (what: string) => `We could not find ${what}.`) {}

export class CatalogueItemNotFoundError extends domainError('CATALOGUE.ITEM_NOT_FOUND', 'not_found', 'We could not find that treatment item.') {}
