import { Command } from '@nestjs/cqrs';

/**
 * The staff member typed a code from the authenticator they just set up: it becomes their
 * second factor, and they get ten single-use recovery codes, returned here and never again.
 */
export class ConfirmSecondFactorEnrolmentCommand extends Command<{ recoveryCodes: string[] }> {
  constructor(
    readonly userId: number,
    readonly code: string,
  ) {
    super();
  }
}
