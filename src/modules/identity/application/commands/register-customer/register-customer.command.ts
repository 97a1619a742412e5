import { Command } from '@nestjs/cqrs';

/** Step 3 of the sign-up wizard: creates the (unverified) account, or refreshes an unfinished one, and emails a code. */
export class RegisterCustomerCommand extends Command<{ userId: number; email: string }> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly passwordConfirmation: string,
  ) {
    super();
  }
}
