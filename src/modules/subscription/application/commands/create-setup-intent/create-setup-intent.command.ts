import { Command } from '@nestjs/cqrs';

/** Lets the browser hand a new card to the provider (spec §7: create-setup-intent -> clientSecret). */
export class CreateSetupIntentCommand extends Command<{ clientSecret: string }> {
  constructor(readonly userId: number) {
    super();
  }
}
