import { Command } from '@nestjs/cqrs';

/** The footer's early-access sign-up. Signing up twice is not an error. */
export class SignUpForNewsletterCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}
