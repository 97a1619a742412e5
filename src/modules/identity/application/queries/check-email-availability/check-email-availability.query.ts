import { Query } from '@nestjs/cqrs';

/** Step 3's first call: is this address free? Throws when an account has it. */
export class CheckEmailAvailabilityQuery extends Query<{ email: string }> {
  constructor(readonly email: string) {
    super();
  }
}
