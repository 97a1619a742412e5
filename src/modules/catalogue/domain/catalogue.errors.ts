import { DomainError } from '../../../shared/domain/domain-error';

export class PageNotFoundError extends DomainError {
  readonly code = 'CATALOGUE.NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor(what: string) {
    super(`We could not find ${what}.`);
  }
}

export class CatalogueItemNotFoundError extends DomainError {
  readonly code = 'CATALOGUE.ITEM_NOT_FOUND';
  readonly kind = 'not_found' as const;
  constructor() {
    super('We could not find that treatment item.');
  }
}
