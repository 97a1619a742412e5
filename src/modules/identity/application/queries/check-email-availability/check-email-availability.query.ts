import { Query } from '@nestjs/cqrs';

/** Step 3's first call: is this address free (or a registration left unfinished)? Throws when it is taken. */
export class CheckEmailAvailabilityQuery extends Query<{ email: string; unfinishedRegistration: boolean }> {
  constructor(readonly email: string) {
    super();
  }
}
