import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../../shared/auth/principal';

/** Step 4: a correct code verifies the email and signs the visitor in. */
export class VerifyEmailCommand extends Command<Principal> {
  constructor(
    readonly email: string,
    readonly code: string,
  ) {
    super();
  }
}
