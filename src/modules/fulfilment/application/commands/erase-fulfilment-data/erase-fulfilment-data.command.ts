import { Command } from '@nestjs/cqrs';

/**
 * For an erased patient: removes their carriers' shipping labels (name and address, no use once
 * a parcel has gone) and keeps each dispatch record, the pharmacy's record of what was supplied,
 * against which prescription and by whom. Runs inside the caller's transaction; the label files
 * are for the caller to remove once it has committed.
 */
export class EraseFulfilmentDataCommand extends Command<{ labels: number; filesToRemove: string[] }> {
  constructor(readonly userId: number) {
    super();
  }
}
