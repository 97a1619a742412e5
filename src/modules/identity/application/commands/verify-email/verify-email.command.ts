import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../../../shared/auth/principal';

/** Step 4: a correct code turns this session's pending registration into the account, and signs the visitor in. */
export class VerifyEmailCommand extends Command<Principal> {
  constructor(
    /** The pending registration this browser session holds for this email; none means the code cannot match. */
    readonly registrationId: number | undefined,
    readonly email: string,
    readonly code: string,
  ) {
    super();
  }
}
