import { Query } from '@nestjs/cqrs';

/**
 * The ids of customers whose name or email contains the keyword (any case), newest first,
 * at most `limit`: the staff search. Served by trigram indexes, so it stays fast at any size.
 */
export class SearchCustomerIdsQuery extends Query<number[]> {
  constructor(
    readonly keyword: string,
    readonly limit: number,
  ) {
    super();
  }
}
