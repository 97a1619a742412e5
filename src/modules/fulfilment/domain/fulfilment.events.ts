import type { CalendarDate } from '../../../shared/domain/calendar-date';
import type { Pence } from '../../../shared/domain/money';

/**
 * A supply was handed to the carrier. Subscription marks the item shipped; prescribing
 * writes the supply into the POM register. Published inside the shipping unit of work.
 */
export class SupplyDispatched {
  constructor(
    readonly subscriptionId: number,
    readonly subscriptionItemId: number,
    readonly dispatchedOn: CalendarDate,
    readonly trackingNumber: string,
    /** What the patient paid for this supply, after any promotion. */
    readonly finalPricePence: Pence,
    /** The staff user who shipped it (identity context), by id. */
    readonly dispatchedByUserId: number,
    /** The pack sent, as the pharmacist's accuracy check recorded it: the register's batch and expiry. */
    readonly pack: { batchNumber: string; expiresOn: CalendarDate },
  ) {}
}
