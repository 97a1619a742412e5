import { Query } from '@nestjs/cqrs';

export interface PromotionDetails {
  code: string;
  title: string;
  type: 'percentage' | 'fixed';
  /** Whole percent for 'percentage', pence for 'fixed'. */
  value: number;
  duration: 'once' | 'repeating' | 'forever';
  durationInOrders: number | null;
  excludedCategories: string[];
  /** Switched on and not past its expiry at the time asked. */
  usable: boolean;
}

/** A promo code as typed by a customer (any case, spaces around), or null when there is none. */
export class FindPromotionQuery extends Query<PromotionDetails | null> {
  constructor(
    readonly code: string,
    readonly at: Date,
  ) {
    super();
  }
}
