import { Command } from '@nestjs/cqrs';

/** Adds one photo to an images question of the patient's draft. */
export class AddConsultationPhotoCommand extends Command<{ id: string; url: string }> {
  constructor(
    readonly userId: number,
    readonly consultationId: number,
    readonly question: string,
    readonly upload: Buffer,
  ) {
    super();
  }
}
