import { Query } from '@nestjs/cqrs';
import type { AddOnLine } from '../../../domain/add-on-line';

/** The add-ons charged with each of these supplies (subscription item ids), for the dispatch list: item id to lines. */
export class ListSupplyAddOnsQuery extends Query<Map<number, AddOnLine[]>> {
  constructor(readonly itemIds: readonly number[]) {
    super();
  }
}
