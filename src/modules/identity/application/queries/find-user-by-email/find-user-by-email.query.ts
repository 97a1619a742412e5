import { Query } from '@nestjs/cqrs';

/** A customer by email (trimmed, any case), for staff starting a subscription for them. */
export class FindCustomerByEmailQuery extends Query<{ id: number } | null> {
  constructor(readonly email: string) {
    super();
  }
}
