import { Command } from '@nestjs/cqrs';

/**
 * Deletes the consultations kept after a patient's erasure, once the clinical records period
 * has passed (the retention sweep decides when). Answers how many, and the photo files for the
 * caller to remove once this has committed.
 */
export class PurgeConsultationRecordsCommand extends Command<{ consultations: number; filesToRemove: string[] }> {
  constructor(readonly userId: number) {
    super();
  }
}
