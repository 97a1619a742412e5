import { Command } from '@nestjs/cqrs';

/** Fills an empty catalogue with the reference treatments and promotions; a catalogue with anything in it is left alone. */
export class SeedReferenceCatalogueCommand extends Command<{ treatmentsAdded: number }> {}
