import { Command } from '@nestjs/cqrs';

/** Deletes an erased patient's dispatch records once the clinical records period has passed (the retention sweep decides when). Answers how many. */
export class PurgeSupplyRecordsCommand extends Command<number> {
  constructor(readonly userId: number) {
    super();
  }
}
