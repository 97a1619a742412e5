import { Counter } from 'prom-client';
import type { MetricsRegistry } from '../../../shared/metrics/metrics-registry';
import { type SentSms, SmsSender, UndeliverableSmsError } from '../application/sms-sender';

/**
 * The SMS port with `shop_texts_total{outcome}` around it: `sent` (the provider took it),
 * `undeliverable` (the provider will never take this number: no retry) or `failed` (anything
 * else; the job tries again and is counted again).
 */
export class CountedSmsSender extends SmsSender {
  private readonly texts: Counter<'outcome'>;

  constructor(
    private readonly adapter: SmsSender,
    registry: MetricsRegistry,
  ) {
    super();
    this.texts = new Counter({ name: 'shop_texts_total', help: 'Texts handed to the SMS provider (or the dev mailbox), by outcome: sent, undeliverable, failed (each attempt).', labelNames: ['outcome'], registers: [registry] });
  }

  get provider(): SmsSender['provider'] {
    return this.adapter.provider;
  }

  async send(to: string, body: string): Promise<SentSms> {
    try {
      const sent = await this.adapter.send(to, body);
      this.texts.inc({ outcome: 'sent' });
      return sent;
    } catch (error) {
      this.texts.inc({ outcome: error instanceof UndeliverableSmsError ? 'undeliverable' : 'failed' });
      throw error;
    }
  }

  inboundSignatureMatches(url: string, params: Record<string, string>, signature: string): boolean {
    return this.adapter.inboundSignatureMatches(url, params, signature);
  }
}
