import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readRows } from '../../../../../shared/database/read-rows';
import type { ProgressPhoto } from '../../../infrastructure/progress-photo.entity';
import { ProgressPhotoView, viewProgressPhoto } from '../../progress-photo-view';
import { ListProgressPhotosQuery } from './list-progress-photos.query';

/** Plain SQL into the view: the photos page reads this on every load, and entities would only be hydrated to be dropped. */
@QueryHandler(ListProgressPhotosQuery)
export class ListProgressPhotosHandler implements IQueryHandler<ListProgressPhotosQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ListProgressPhotosQuery): Promise<ProgressPhotoView[]> {
    const photos = await readRows<Pick<ProgressPhoto, 'id' | 'storagePath' | 'createdAt'>>(
      this.em,
      'select id, storage_path as "storagePath", created_at as "createdAt" from progress_photo where user_id = ? order by created_at desc, id desc',
      [userId],
    );
    // The ORM's connection answers timestamps as PostgreSQL's text ('2026-12-07 15:05:38.024005+00').
    return photos.map((photo) => viewProgressPhoto({ ...photo, createdAt: new Date(photo.createdAt) }));
  }
}
