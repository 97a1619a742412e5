import { Command } from '@nestjs/cqrs';
import type { Pence } from '../../../../../shared/domain/money';
import type { Ingredient } from '../../../domain/catalogue-types';

export interface CatalogueItemEdit {
  pricePence: Pence;
  batch: string | null;
  ingredients: Ingredient[];
}

/**
 * Staff edit an item's price, batch and ingredients; audited. A new price applies to what
 * is proposed or added from now on: subscriptions keep the price copied into their items.
 */
export class UpdateCatalogueItemCommand extends Command<void> {
  constructor(
    readonly actorId: number,
    readonly itemId: number,
    readonly edit: CatalogueItemEdit,
  ) {
    super();
  }
}
