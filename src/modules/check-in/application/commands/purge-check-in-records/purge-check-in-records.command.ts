import { Command } from '@nestjs/cqrs';

/**
 * Deletes an erased patient's check-ins (answers and the prescriber's decisions) once the clinical
 * records period has passed. Their photos are progress photos, purged with the consultation
 * records. Runs in the retention sweep's transaction.
 */
export class PurgeCheckInRecordsCommand extends Command<number> {
  constructor(readonly userId: number) {
    super();
  }
}
