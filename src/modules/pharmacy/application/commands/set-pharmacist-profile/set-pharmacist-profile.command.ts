import { Command } from '@nestjs/cqrs';

export interface PharmacistDetails {
  /** As on the GPhC register. */
  fullName: string;
  /** 7 digits. */
  gphcNumber: string;
}

/**
 * Makes a staff account a pharmacist, or updates its details (`npm run cli -- set-pharmacist`).
 * Spells already in the Responsible Pharmacist record and checks already recorded keep the details they were made with.
 */
export class SetPharmacistProfileCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly details: PharmacistDetails,
  ) {
    super();
  }
}
