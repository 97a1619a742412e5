import { Command } from '@nestjs/cqrs';
import type { ConsultationType } from '../../../../../shared/domain/consultation-types';
import type { SexAtBirth } from '../../../infrastructure/user.entity';

export interface RegistrationDetails {
  firstName?: string;
  lastName?: string;
  phone?: string;
  birthDate?: string;
  sexAtBirth?: SexAtBirth;
}

/** Whose details change: the pending registration this browser session holds, or the signed-in account. */
export type RegistrationDetailsTarget = { pendingRegistrationId: number } | { userId: number };

/** Saves what the visitor typed in the wizard as they go. */
export class UpdateRegistrationDetailsCommand extends Command<void> {
  constructor(
    readonly target: RegistrationDetailsTarget,
    readonly details: RegistrationDetails,
    /** The consultation being started, whose age range a new birth date must fit. */
    readonly consultationType: ConsultationType = 'generic',
  ) {
    super();
  }
}
