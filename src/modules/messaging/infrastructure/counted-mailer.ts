import type { OnApplicationShutdown } from '@nestjs/common';
import { Counter } from 'prom-client';
import type { MetricsRegistry } from '../../../shared/metrics/metrics-registry';
import type { RenderedEmail } from '../domain/email-templates';
import { Mailer } from './mailer';

/**
 * The mail port with `shop_emails_total{outcome}` around it: each attempt to hand an email to the
 * adapter (SMTP, or the dev mailbox), `sent` or `failed` (a failure is retried by the email queue,
 * and counted again). Whichever adapter is configured, the count is the same.
 */
export class CountedMailer extends Mailer implements OnApplicationShutdown {
  private readonly emails: Counter<'outcome'>;

  constructor(
    private readonly adapter: Mailer,
    registry: MetricsRegistry,
  ) {
    super();
    this.emails = new Counter({ name: 'shop_emails_total', help: 'Emails handed to the mail server (or the dev mailbox), by outcome: sent, failed (each attempt).', labelNames: ['outcome'], registers: [registry] });
  }

  async send(to: string, email: RenderedEmail): Promise<void> {
    try {
      await this.adapter.send(to, email);
    } catch (error) {
      this.emails.inc({ outcome: 'failed' });
      throw error;
    }
    this.emails.inc({ outcome: 'sent' });
  }

  /** Nest shuts down the provider, which is this wrapper: the adapter's pool of SMTP connections closes with it. */
  onApplicationShutdown(): void {
    (this.adapter as Partial<OnApplicationShutdown>).onApplicationShutdown?.();
  }
}
