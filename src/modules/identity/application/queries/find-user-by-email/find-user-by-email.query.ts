import { Query } from '@nestjs/cqrs';

/**
 * A user's id by email (trimmed, any case), or null; with a role, only a user of that
 * role (staff starting a subscription look for customers only). For seeding and staff
 * tools, never for the public.
 */
export class FindUserByEmailQuery extends Query<{ id: number } | null> {
  constructor(
    readonly email: string,
    readonly role?: 'customer' | 'admin',
  ) {
    super();
  }
}
