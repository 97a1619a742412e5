import { Command } from '@nestjs/cqrs';

/**
 * A staff member without a second factor gets a new authenticator secret to scan. It waits,
 * unconfirmed, until they type a code from it; starting again replaces it.
 */
export class StartSecondFactorEnrolmentCommand extends Command<{ secret: string; uri: string }> {
  constructor(
    readonly userId: number,
    /** Shown in the authenticator app under the issuer: the staff member's email. */
    readonly accountName: string,
  ) {
    super();
  }
}
