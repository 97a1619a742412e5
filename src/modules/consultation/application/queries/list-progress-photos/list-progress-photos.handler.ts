import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ProgressPhoto } from '../../../infrastructure/progress-photo.entity';
import { ProgressPhotoView, viewProgressPhoto } from '../../progress-photo-view';
import { ListProgressPhotosQuery } from './list-progress-photos.query';

@QueryHandler(ListProgressPhotosQuery)
export class ListProgressPhotosHandler implements IQueryHandler<ListProgressPhotosQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ListProgressPhotosQuery): Promise<ProgressPhotoView[]> {
    const photos = await this.em.find(ProgressPhoto, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return photos.map(viewProgressPhoto);
  }
}
