import { Command } from '@nestjs/cqrs';

export interface ErasedConsultationData {
  consultationsErased: number;
  consultationsKept: number;
  progressPhotosErased: number;
  /** Private files (photos) whose rows are gone: the caller removes them once its transaction has committed. */
  filesToRemove: string[];
}

/**
 * Erases a patient's consultations and their photos, except those a prescriber's decision rests
 * on (`keep`: kept as the clinical record, restricted), and all their progress photos. Runs inside
 * the caller's transaction and leaves the files to it, so a rollback never loses a kept photo.
 */
export class EraseConsultationDataCommand extends Command<ErasedConsultationData> {
  constructor(
    readonly userId: number,
    readonly keep: number[],
  ) {
    super();
  }
}
