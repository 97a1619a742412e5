import { Injectable } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';
import { MetricsRegistry } from './metrics-registry';

/** The providers that call the shop: payments (Stripe, or the sandbox), identity checks (Onfido, or the local verifier), inbound texts (Twilio). */
export type WebhookSource = 'payments' | 'identity' | 'sms';

/**
 * Providers' webhook events that passed their signature check (refusals show in the HTTP metrics
 * of the webhook routes, as 4xx), and how long after the provider's own time for the event the
 * shop finished handling it: a lag that grows is a provider retrying, or a shop slow to answer.
 */
@Injectable()
export class WebhookMetrics {
  private readonly events: Counter<'source'>;
  private readonly lag: Histogram<'source'>;

  constructor(registry: MetricsRegistry) {
    this.events = new Counter({ name: 'shop_webhook_events_total', help: 'Webhook events received with a valid signature, by source (payments, identity, sms).', labelNames: ['source'], registers: [registry] });
    this.lag = new Histogram({
      name: 'shop_webhook_processing_lag_seconds',
      help: "Time from the provider's timestamp on a webhook event to the shop having handled it, by source (where the provider gives one).",
      labelNames: ['source'],
      buckets: [0.5, 1, 2, 5, 10, 30, 60, 300, 900, 3600, 6 * 3600, 24 * 3600],
      registers: [registry],
    });
  }

  /** An event's signature checked out. */
  received(source: WebhookSource): void {
    this.events.inc({ source });
  }

  /** It was handled; `providerTime` is when the provider says the event happened, if it says. */
  handled(source: WebhookSource, providerTime: Date | null | undefined, now = new Date()): void {
    if (providerTime) this.lag.observe({ source }, Math.max(0, (now.getTime() - providerTime.getTime()) / 1000));
  }
}
