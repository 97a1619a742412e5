import { Query } from '@nestjs/cqrs';

/** A user's id by their (lower-case) email, or null: for seeding demo data that belongs to other contexts. */
export class FindUserByEmailQuery extends Query<{ id: number } | null> {
  constructor(readonly email: string) {
    super();
  }
}
