import { Command } from '@nestjs/cqrs';
import type { ProgressPhotoView } from '../../progress-photo-view';

/** A customer adds one progress photo. */
export class AddProgressPhotoCommand extends Command<ProgressPhotoView> {
  constructor(
    readonly userId: number,
    readonly upload: Buffer,
  ) {
    super();
  }
}
