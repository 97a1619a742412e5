import { Command } from '@nestjs/cqrs';

/** One of the staff member's recovery codes in place of an authenticator code: accepted once, then burnt. */
export class UseRecoveryCodeCommand extends Command<{ recoveryCodesLeft: number }> {
  constructor(
    readonly userId: number,
    readonly recoveryCode: string,
  ) {
    super();
  }
}
