import { Command } from '@nestjs/cqrs';

/** Sends a new code to an account still waiting for verification; says nothing about other addresses. */
export class ResendVerificationCodeCommand extends Command<void> {
  constructor(readonly email: string) {
    super();
  }
}
