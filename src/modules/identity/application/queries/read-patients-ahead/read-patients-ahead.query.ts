import { Query } from '@nestjs/cqrs';

/**
 * Reads many patients' details at once, so that GetPatientDetailsQuery for any of them reads
 * nothing more in the caller's transaction: a renewal batch's receipts, fifty in a row.
 */
export class ReadPatientsAheadQuery extends Query<void> {
  constructor(readonly userIds: readonly number[]) {
    super();
  }
}
