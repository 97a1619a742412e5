import { Query } from '@nestjs/cqrs';
import type { AddOnFrequency, PlanSummary } from '../../../../catalogue';
import type { PostalAddress } from '../../../../identity';
import type { CalendarDate } from '../../../../../shared/domain/calendar-date';
import type { Pence } from '../../../../../shared/domain/money';
import type { DeclinedTreatment } from '../../../domain/declined-treatment';
import type { SubscriptionStatus } from '../../../domain/subscription-status';
import type { SavedCard } from '../../payment-gateway';
import type { SendNowAnswer } from '../../send-now-eligibility';

export interface AccountSubscription {
  id: number;
  status: SubscriptionStatus;
  /** The dashboard badge in the spec's words, e.g. 'SHIPS & CHARGES: JAN 5, 2025'. */
  badge: string;
  dueAt: CalendarDate | null;
  pausedUntil: CalendarDate | null;
  pricePence: Pence;
  interval: string | null;
  intervalCount: number | null;
  treatment: { title: string; imageUrl: string };
  /** The formula's supplies with their ingredients: listed only while the treatment runs (spec §4). */
  items: { code: string; name: string; ingredients: PlanSummary['ingredientsByItem'][number] }[];
  /** Boosters going in the next box (docs/customer-account.md, 'Add-ons'). */
  addOns: { id: number; code: string; name: string; pricePence: Pence; frequency: AddOnFrequency }[];
  /** The add-ons the latest renewal left out of its box because none was left: not charged, and still in the box for the next. */
  soldOutAddOns: { code: string; name: string }[];
  paymentMethod: Pick<SavedCard, 'id' | 'brand' | 'last4'> | null;
  lastShipment: { shippedOn: CalendarDate; trackingNumber: string | null } | null;
  /** Only while the subscription waits for a re-consultation: where to take it. */
  reconsultationPath: string | null;
  /** Only for a treatment a prescriber (or a failed identity check) declined: the decision, its reason for the patient and the refund. */
  decline: DeclinedTreatment | null;
  /** Whether the next box may be sent now, with its amount, or why not (send-now.ts). */
  sendNow: SendNowAnswer;
  /** The first day the next delivery may be moved to: tomorrow, or later when the prescription says so. */
  earliestDeliveryOn: CalendarDate;
}

export interface AccountOverview {
  subscriptions: AccountSubscription[];
  cards: SavedCard[];
  address: (PostalAddress & { id: number }) | null;
  referral: { friendsReferred: number; creditEarnedPence: Pence; creditAvailablePence: Pence };
  provider: 'stripe' | 'sandbox';
  publishableKey: string;
}

/** Everything the customer dashboard shows (spec §2 'Account Overview'), newest treatment first. */
export class GetAccountOverviewQuery extends Query<AccountOverview> {
  constructor(readonly userId: number) {
    super();
  }
}
