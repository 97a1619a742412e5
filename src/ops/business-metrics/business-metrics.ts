import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { MetricsRegistry } from '../../shared/metrics/metrics-registry';

/**
 * The shop's business counters (docs/operations.md, 'Metrics'). Moved only by the reactions beside
 * them, once the change they count has committed, in the process that committed it: first
 * payments and prescribers' decisions in the API, renewals in the worker. Sum them across processes.
 */
@Injectable()
export class BusinessMetrics {
  readonly firstPayments: Counter;
  readonly renewalsCharged: Counter;
  readonly renewalsDeclined: Counter<'decline_class'>;
  readonly renewalRetries: Counter<'outcome'>;
  readonly approvals: Counter<'review'>;
  readonly declines: Counter<'cause'>;
  readonly suppliesDispatched: Counter;

  constructor(registry: MetricsRegistry) {
    const registers = [registry];
    this.firstPayments = new Counter({ name: 'shop_first_payments_total', help: 'First payments settled at checkout (the subscription goes to the prescriber).', registers });
    this.renewalsCharged = new Counter({ name: 'shop_renewals_charged_total', help: 'Renewals paid, first charges and retries alike.', registers });
    this.renewalsDeclined = new Counter({
      name: 'shop_renewals_declined_total',
      help: 'Renewal charges declined, by decline class: hard (the card will never pay; the customer is asked for another) or soft (retried on schedule).',
      labelNames: ['decline_class'],
      registers,
    });
    this.renewalRetries = new Counter({ name: 'shop_renewal_retries_total', help: 'Renewal charges that retried a declined one, by outcome (charged, declined).', labelNames: ['outcome'], registers });
    this.approvals = new Counter({ name: 'shop_prescriber_approvals_total', help: 'Prescribers\' approvals, by review: first (after checkout) or represcribe (after a re-consultation).', labelNames: ['review'], registers });
    this.declines = new Counter({ name: 'shop_prescriber_declines_total', help: 'Reviews declined (and refunded), by cause: prescriber, or identity_check (the patient\'s identity check failed).', labelNames: ['cause'], registers });
    this.suppliesDispatched = new Counter({ name: 'shop_supplies_dispatched_total', help: 'Supplies handed to the carrier.', registers });
  }
}
