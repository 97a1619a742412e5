import { Command } from '@nestjs/cqrs';

/**
 * Deletes an erased patient's GP details, the prescribers' justifications for prescribing without
 * telling their GP, and the record of letters sent, once the clinical records period has passed
 * (the retention sweep decides when). Runs in the sweep's transaction.
 */
export class PurgeGpRecordsCommand extends Command<number> {
  constructor(readonly userId: number) {
    super();
  }
}
