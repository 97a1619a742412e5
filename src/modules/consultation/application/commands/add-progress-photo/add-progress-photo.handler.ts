import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProgressPhotoStore } from '../../progress-photo-store';
import { ProgressPhotoView, viewProgressPhoto } from '../../progress-photo-view';
import { AddProgressPhotoCommand } from './add-progress-photo.command';

@CommandHandler(AddProgressPhotoCommand)
export class AddProgressPhotoHandler implements ICommandHandler<AddProgressPhotoCommand> {
  constructor(private readonly photos: ProgressPhotoStore) {}

  async execute({ userId, upload }: AddProgressPhotoCommand): Promise<ProgressPhotoView> {
    return viewProgressPhoto(await this.photos.add(userId, upload));
  }
}
