import { Query } from '@nestjs/cqrs';

/** A staff (admin) account's user id by its email, or null: for operations that act on staff. */
export class FindAdminByEmailQuery extends Query<{ userId: number } | null> {
  constructor(readonly email: string) {
    super();
  }
}
