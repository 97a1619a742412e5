import { Query } from '@nestjs/cqrs';
import type { Pence } from '../../../../../shared/domain/money';

/** A booster a customer may add to their next box, with the packs left to sell (on the shelf less those reserved for charged boxes). */
export interface AddOnOffer {
  catalogueItemId: number;
  code: string;
  name: string;
  title: string;
  description: string;
  imageUrl: string;
  pricePence: Pence;
  available: number;
}

/** Every add-on, or only those with the given catalogue item ids. */
export class ListAddOnsQuery extends Query<AddOnOffer[]> {
  constructor(readonly catalogueItemIds?: readonly number[]) {
    super();
  }
}
