import { Query } from '@nestjs/cqrs';

/** The id of the account with this email, or null. For seeding and operations, not for the public. */
export class FindUserIdByEmailQuery extends Query<number | null> {
  constructor(readonly email: string) {
    super();
  }
}
