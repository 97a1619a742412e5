import { Command } from '@nestjs/cqrs';
import type { DispensingCheckView } from '../../dispensing-check-view';

/**
 * A pharmacist confirms that the prescription is right for this patient, having seen it, the
 * patient's answers and flags, and their earlier supplies. Needed before each supply ships.
 */
export class RecordClinicalCheckCommand extends Command<DispensingCheckView> {
  constructor(
    readonly itemId: number,
    readonly pharmacistUserId: number,
  ) {
    super();
  }
}
