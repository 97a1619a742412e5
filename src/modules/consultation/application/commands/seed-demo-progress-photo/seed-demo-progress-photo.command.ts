import { Command } from '@nestjs/cqrs';

/** Outside production only: one progress photo for the demo customer, so the Photos page has something to show. */
export class SeedDemoProgressPhotoCommand extends Command<void> {
  constructor(readonly customerEmail: string) {
    super();
  }
}
