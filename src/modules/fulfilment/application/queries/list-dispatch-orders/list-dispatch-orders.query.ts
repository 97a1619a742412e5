import { Query } from '@nestjs/cqrs';

/** One row of the dispatch list (spec §3 Dispatch columns), with the ids its actions need. */
export interface DispatchRow {
  order_id: string;
  subscription_id: number;
  item_id: number;
  customer_name: string;
  treatment: string;
  quantity: string;
  /** The UK date it was dispatched; null while waiting. */
  dispatch_date: string | null;
  status: 'waiting' | 'shipped';
  tracking_number: string | null;
}

export interface DispatchPage {
  data: DispatchRow[];
  total: number;
  page: number;
  perPage: number;
}

/** Orders waiting to ship (oldest first, so nothing waits long) and those shipped (newest first). */
export class ListDispatchOrdersQuery extends Query<DispatchPage> {
  constructor(
    readonly status: 'waiting' | 'shipped',
    readonly keyword: string | undefined,
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}
