import { Query } from '@nestjs/cqrs';

/**
 * The ids of customers whose email, first name, last name or full name starts with the
 * keyword (any case), newest first, at most `limit`: the staff search ('priya', 'shah',
 * 'priya sh', 'priya.shah@'). Served by prefix indexes, so it stays fast at any size.
 */
export class SearchCustomerIdsQuery extends Query<number[]> {
  constructor(
    readonly keyword: string,
    readonly limit: number,
  ) {
    super();
  }
}
