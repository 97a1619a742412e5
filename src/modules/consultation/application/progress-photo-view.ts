import { ukCalendarDate } from '../../../shared/domain/calendar-date';
import type { ProgressPhoto } from '../infrastructure/progress-photo.entity';
import { storageUrl } from '../../../shared/storage/storage-url';

/** A progress photo as its owner and the clinical team see it (spec §3 Photo). */
export interface ProgressPhotoView {
  id: string;
  /** An authorised link: /storage/{path}, for the owner and admins only. */
  url: string;
  created_at: string;
  /** The UK calendar day it was added (yyyy-MM-dd), which the page groups by. */
  day: string;
}

export const viewProgressPhoto = (photo: Pick<ProgressPhoto, 'id' | 'storagePath' | 'createdAt'>): ProgressPhotoView => ({
  id: photo.id,
  url: storageUrl(photo.storagePath),
  created_at: photo.createdAt.toISOString(),
  day: ukCalendarDate(photo.createdAt),
});
