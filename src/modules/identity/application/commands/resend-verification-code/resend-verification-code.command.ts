import { Command } from '@nestjs/cqrs';

/** Sends a new code for this browser session's pending registration; for anything else it quietly does nothing. */
export class ResendVerificationCodeCommand extends Command<void> {
  constructor(
    readonly registrationId: number | undefined,
    readonly email: string,
  ) {
    super();
  }
}
