import { Command } from '@nestjs/cqrs';

/** A code from the staff member's authenticator, at sign-in or before a sensitive action. Throws unless it is right and unused. */
export class VerifySecondFactorCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly code: string,
  ) {
    super();
  }
}
