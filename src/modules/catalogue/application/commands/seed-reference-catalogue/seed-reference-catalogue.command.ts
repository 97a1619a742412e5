import { Command } from '@nestjs/cqrs';

/** Fills an empty catalogue with the reference treatments and promotions; never touches existing rows. */
export class SeedReferenceCatalogueCommand extends Command<{ treatmentsAdded: number }> {}
