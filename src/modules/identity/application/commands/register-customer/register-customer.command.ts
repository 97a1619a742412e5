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

/** Step 3 of the sign-up wizard: creates the (unverified) account, or refreshes an unfinished one, and emails a code. */
export class RegisterCustomerCommand extends Command<{ userId: number; email: string }> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly passwordConfirmation: string,
    readonly details: SignUpDetails,
  ) {
    super();
  }
}
