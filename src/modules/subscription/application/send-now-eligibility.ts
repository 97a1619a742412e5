import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { readAll } from '../../../shared/database/read-all';
import type { CalendarDate } from '../../../shared/domain/calendar-date';
import type { Pence } from '../../../shared/domain/money';
import { CheckSuppliesQuery } from '../../prescribing';
import { nextSupply } from '../domain/renewal-rules';
import { type SendNowRefusal, sendNowRefusedByPrescription, sendNowRefusedBySubscription } from '../domain/send-now';
import { BillingAccount } from '../infrastructure/billing-account.entity';
import { type PricedAccount, type PricedAddOn, type PricedItem, type PricedSubscription, RenewalPricing } from './renewal-pricing';

/**
 * `nextSupplyFrom`: the first day the prescription allows the next supply, when that is after today
 * (the account's date pickers start there, and the refusal names it).
 */
export type SendNowAnswer = ({ allowed: true; amountPence: Pence } | ({ allowed: false } & SendNowRefusal)) & { nextSupplyFrom?: CalendarDate };

/** What the answer needs of a subscription: an entity, or the dashboard's plain row. */
export interface SendNowSubject {
  subscription: PricedSubscription & { status: Parameters<typeof sendNowRefusedBySubscription>[0]['status']; dueAt?: CalendarDate | null; pausedUntil?: CalendarDate | null };
  items: readonly (PricedItem & { code: string; status: string; position: number; interval?: string | null })[];
  /** The add-ons chosen for the next box, when the caller has read them already. */
  addOns?: readonly PricedAddOn[];
}

/**
 * Whether the customer may have the next box sent now, asked by the account overview (to offer the
 * button) and by the command itself (to refuse with the reason); the renewal checks the same again
 * under its lock. The amount is priced as the renewal will price it (promotion, credit).
 */
@Injectable()
export class SendNowEligibility {
  constructor(
    private readonly queries: QueryBus,
    private readonly pricing: RenewalPricing,
  ) {}

  async check(em: EntityManager, subject: SendNowSubject, today: CalendarDate): Promise<SendNowAnswer> {
    const [answer] = await this.checkMany(em, [subject], today, await em.findOne(BillingAccount, { userId: subject.subscription.userId }));
    return answer!;
  }

  /**
   * The same answers for a customer's subscriptions together: their prescriptions are asked in one
   * query whatever their number, and `account` is the customer's billing account, read by the caller.
   */
  async checkMany(em: EntityManager, subjects: readonly SendNowSubject[], today: CalendarDate, account: PricedAccount | null): Promise<SendNowAnswer[]> {
    const answers: (SendNowAnswer | undefined)[] = [];
    const asked: { index: number; item: SendNowSubject['items'][number] }[] = [];
    subjects.forEach(({ subscription, items }, index) => {
      const supply = nextSupply(items);
      const bySubscription = sendNowRefusedBySubscription({ ...subscription, hasNextSupply: supply !== null }, today);
      const item = supply && ('item' in supply ? supply.item : supply.repeat);
      if (bySubscription) answers[index] = { allowed: false, ...bySubscription };
      else if (!item) answers[index] = { allowed: false, code: 'no-supplies-left', reason: 'There are no supplies left in your plan to send.' };
      // A paused treatment still has a next delivery to choose a date for: the prescription is asked which days it allows.
      if (item && (!bySubscription || bySubscription.code === 'paused')) asked.push({ index, item });
    });
    const checks = asked.length
      ? await this.queries.execute(new CheckSuppliesQuery(asked.map(({ index, item }) => ({ subscriptionId: subjects[index]!.subscription.id, itemCode: item.code })), today))
      : [];
    // Pricing reads nothing for a supply without a promotion or add-ons, the common case.
    await readAll(
      em,
      asked.map(({ index, item }, n) => async () => {
        const check = checks[n]!;
        const nextSupplyFrom = !check.allowed && check.rule === 'too-soon' ? check.allowedFrom : undefined;
        if (answers[index]) return (answers[index] = { ...answers[index]!, nextSupplyFrom });
        const byPrescription = sendNowRefusedByPrescription(check);
        if (byPrescription) return (answers[index] = { allowed: false, ...byPrescription, nextSupplyFrom });
        const { subscription, addOns } = subjects[index]!;
        const { charge } = await this.pricing.price(em, subscription, item, account, addOns);
        return (answers[index] = { allowed: true, amountPence: charge.totalPence });
      }),
    );
    return answers as SendNowAnswer[];
  }
}
