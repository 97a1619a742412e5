import { Command } from '@nestjs/cqrs';
import type { ConsultationType } from '../../../../../shared/domain/consultation-types';
import type { SexAtBirth } from '../../../infrastructure/user.entity';

/** Who is signing up, from the wizard's steps 0-2: all checked before any account exists. */
export interface SignUpDetails {
  firstName: string;
  lastName: string;
  birthDate: string;
  sexAtBirth: SexAtBirth;
  consultationType: ConsultationType;
}

/**
 * Step 3 of the sign-up wizard: starts a pending registration (or refreshes the one this
 * browser session already holds) and emails its code. No account exists until the code
 * is entered; the id returned is kept in the session, which alone may use it.
 */
export class RegisterCustomerCommand extends Command<{ registrationId: number; email: string }> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly passwordConfirmation: string,
    readonly details: SignUpDetails,
    /** The pending registration this browser session started earlier, if any. */
    readonly sessionRegistrationId?: number,
  ) {
    super();
  }
}
