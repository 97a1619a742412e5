import { Query } from '@nestjs/cqrs';

/** Why the prescription does not allow the supply of this subscription item to leave on `onDate` (reg 217), or null when it does. Asked before Ship. */
export class CheckDispatchQuery extends Query<string | null> {
  constructor(
    readonly subscriptionItemId: number,
    readonly onDate: string,
  ) {
    super();
  }
}
