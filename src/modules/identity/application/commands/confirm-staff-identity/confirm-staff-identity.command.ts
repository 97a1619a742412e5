import { Command } from '@nestjs/cqrs';

/** What a staff member gives to show it is really them, at the moment of a legally weighty act. */
export type StaffConfirmation = { password: string } | { authenticatorCode: string };

/**
 * Confirms that the signed-in staff member is at the keyboard now: their password, or a fresh
 * code from their authenticator app (used once). Refuses with IdentityNotConfirmedError, and
 * after five wrong tries in 15 minutes with TooManyAttemptsError.
 */
export class ConfirmStaffIdentityCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly confirmation: StaffConfirmation,
    /** What is being confirmed, for the audit trail when it fails, e.g. 'approving subscription #12'. */
    readonly purpose: string,
  ) {
    super();
  }
}
