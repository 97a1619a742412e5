import { Command } from '@nestjs/cqrs';

/**
 * Deletes an erased patient's prescriptions and declined reviews once the clinical records
 * period has passed (the retention sweep decides when). The POM register is never touched
 * here: it is append-only (the database refuses deletes) and is the pharmacy's own register.
 */
export class PurgeClinicalRecordsCommand extends Command<{ prescriptions: number; declines: number }> {
  constructor(readonly userId: number) {
    super();
  }
}
