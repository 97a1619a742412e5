import { Command } from '@nestjs/cqrs';

/** Outside production only: the demo admin is a prescriber, so a review can be tried at once. */
export class SeedDemoPrescriberCommand extends Command<void> {
  constructor(readonly userId: number) {
    super();
  }
}

/** Fictional: the GMC number is not a real registration. */
export const DEMO_PRESCRIBER = {
  fullName: 'Dr Amelia Hart',
  professionalBody: 'GMC',
  registrationNumber: '7000001',
  practiceAddress: 'Derm Shop Clinic\n10 Harley Street\nLondon\nW1G 9PF',
  /** The founder's bio and photo on /meet-the-team (catalogue content), which prints this profile's name and number. */
  teamPageSlug: 'amelia-hart',
};
