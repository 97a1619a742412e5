import { Command } from '@nestjs/cqrs';
import type { CalendarDate } from '../../../../../shared/domain/calendar-date';
import type { DispensingCheckView } from '../../dispensing-check-view';

/** What the pharmacist reads off the pack in hand. */
export interface PackDetails {
  productCode: string;
  batchNumber: string;
  expiresOn: CalendarDate;
}

/**
 * A pharmacist confirms the pack is what was prescribed: its product code must be the
 * prescription's, and it must be in date. Its batch and expiry go on the dispensing label and
 * into the POM register.
 */
export class RecordAccuracyCheckCommand extends Command<DispensingCheckView> {
  constructor(
    readonly itemId: number,
    readonly pharmacistUserId: number,
    readonly pack: PackDetails,
  ) {
    super();
  }
}
