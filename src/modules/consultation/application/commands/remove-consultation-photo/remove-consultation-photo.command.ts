import { Command } from '@nestjs/cqrs';

/** Takes a photo back out of the patient's draft (and deletes the file). */
export class RemoveConsultationPhotoCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly consultationId: number,
    readonly photoId: string,
  ) {
    super();
  }
}
