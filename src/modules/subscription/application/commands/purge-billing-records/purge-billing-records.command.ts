import { Command } from '@nestjs/cqrs';

/**
 * Deletes an erased patient's payment records and billing account once the period the tax
 * rules make us keep them has passed (the retention sweep decides when). Answers how many payments.
 */
export class PurgeBillingRecordsCommand extends Command<number> {
  constructor(readonly userId: number) {
    super();
  }
}
