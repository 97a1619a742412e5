import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { CalendarDate } from '../../../shared/domain/calendar-date';
import { CheckSupplyQuery } from '../../prescribing';
import { nextSupply } from '../domain/renewal-rules';
import { longUkDate } from '../domain/self-service';
import { DateRefusedError } from '../domain/subscription.errors';
import type { Subscription } from '../infrastructure/subscription.entity';

/**
 * The next delivery is also the next supply of a prescription-only medicine, which the prescription
 * allows only so many days after the last one (HMR 2012 reg 217; the prescriber's interval). A date
 * the prescription would refuse is refused when it is chosen, naming the first allowed day, instead
 * of being shown on the badge and then refused by the renewal on the day.
 */
@Injectable()
export class PrescriptionDateWindow {
  constructor(private readonly queries: QueryBus) {}

  /** Throws a 4xx on `field` when the prescription does not allow the next supply on `date`. */
  async refuseBeforeAllowed(subscription: Subscription, date: CalendarDate, field: string): Promise<void> {
    const allowedFrom = await this.nextSupplyFrom(subscription, date);
    if (allowedFrom) {
      const from = longUkDate(allowedFrom);
      throw new DateRefusedError(field, `Your prescription allows your next box from ${from}: please choose ${from} or later.`);
    }
  }

  /** The first day after `date` the prescription allows the next supply, or null when it allows one on `date` (or has no say). */
  async nextSupplyFrom(subscription: Subscription, date: CalendarDate): Promise<CalendarDate | null> {
    const supply = nextSupply(subscription.items.getItems());
    const item = supply && ('item' in supply ? supply.item : supply.repeat);
    if (!item) return null;
    const check = await this.queries.execute(new CheckSupplyQuery(subscription.id, item.code, date));
    return !check.allowed && check.rule === 'too-soon' && check.allowedFrom ? check.allowedFrom : null;
  }
}
