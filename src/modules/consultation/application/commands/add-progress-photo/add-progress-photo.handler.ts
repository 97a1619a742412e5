import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProgressPhoto } from '../../../infrastructure/progress-photo.entity';
import { PhotoStore } from '../../photo-store';
import { ProgressPhotoView, viewProgressPhoto } from '../../progress-photo-view';
import { AddProgressPhotoCommand } from './add-progress-photo.command';

@CommandHandler(AddProgressPhotoCommand)
export class AddProgressPhotoHandler implements ICommandHandler<AddProgressPhotoCommand> {
  constructor(private readonly photos: PhotoStore) {}

  async execute({ userId, upload }: AddProgressPhotoCommand): Promise<ProgressPhotoView> {
    return viewProgressPhoto(await this.photos.keep('progress', upload, () => Object.assign(new ProgressPhoto(), { userId })));
  }
}
