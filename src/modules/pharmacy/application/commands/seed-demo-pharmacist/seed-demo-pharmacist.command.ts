import { Command } from '@nestjs/cqrs';
import type { PharmacistDetails } from '../set-pharmacist-profile/set-pharmacist-profile.command';

/** Outside production: the demo pharmacist (pharmacist@example.com) gets a pharmacist profile. */
export class SeedDemoPharmacistCommand extends Command<void> {
  constructor(readonly userId: number) {
    super();
  }
}

/** Fictional, like the demo prescriber's: the team page's pharmacist who oversees dispensing. */
export const DEMO_PHARMACIST: PharmacistDetails = { fullName: 'Sophie Clarke', gphcNumber: '2087654' };
