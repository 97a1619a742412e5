import { Query } from '@nestjs/cqrs';
import type { ProgressPhotoView } from '../../progress-photo-view';

/** A customer's progress photos, newest first: for the customer themselves, or for the clinical team. */
export class ListProgressPhotosQuery extends Query<ProgressPhotoView[]> {
  constructor(readonly userId: number) {
    super();
  }
}
