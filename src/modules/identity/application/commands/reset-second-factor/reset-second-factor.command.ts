import { Command } from '@nestjs/cqrs';

/**
 * Operations (`cli reset-second-factor`): forgets a staff member's authenticator and recovery
 * codes, for a lost phone. They set up a new one at their next sign-in.
 */
export class ResetSecondFactorCommand extends Command<{ userId: number }> {
  constructor(readonly email: string) {
    super();
  }
}
