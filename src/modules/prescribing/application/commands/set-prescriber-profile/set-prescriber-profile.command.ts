import { Command } from '@nestjs/cqrs';

export interface PrescriberDetails {
  fullName: string;
  /** GMC, GPhC or NMC. */
  professionalBody: string;
  registrationNumber: string;
  /** Lines separated by newlines. */
  practiceAddress: string;
  /** Their editorial entry on /meet-the-team, e.g. 'amelia-hart'; left out, the profile keeps what it had. */
  teamPageSlug?: string | null;
}

export const PROFESSIONAL_BODIES = ['GMC', 'GPhC', 'NMC'] as const;

/**
 * Makes a staff account a prescriber, or updates its details (`npm run cli -- set-prescriber`).
 * Prescriptions already written keep the details they were written with.
 */
export class SetPrescriberProfileCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly details: PrescriberDetails,
  ) {
    super();
  }
}
