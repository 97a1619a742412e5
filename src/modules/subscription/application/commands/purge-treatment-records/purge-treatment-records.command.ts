import { Command } from '@nestjs/cqrs';

/**
 * Deletes an erased patient's subscriptions and their supplies once the clinical records
 * period has passed, with the prescriptions they led to (the retention sweep decides when).
 * Answers how many subscriptions.
 */
export class PurgeTreatmentRecordsCommand extends Command<number> {
  constructor(readonly userId: number) {
    super();
  }
}
