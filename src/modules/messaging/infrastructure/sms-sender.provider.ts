import { EntityManager } from '@mikro-orm/postgresql';
import type { Provider } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { MetricsRegistry } from '../../../shared/metrics/metrics-registry';
import { SmsSender } from '../application/sms-sender';
import { CountedSmsSender } from './counted-sms-sender';
import { LocalMailboxSmsSender } from './local-mailbox-sms-sender';
import { TwilioSmsSender } from './twilio-sms-sender';

/** Twilio when its three settings are given (validated as all-or-none at start), otherwise the dev mailbox (never in production); counted either way. */
export const smsSenderProvider: Provider = {
  provide: SmsSender,
  inject: [AppConfig, EntityManager, MetricsRegistry],
  useFactory: (config: AppConfig, em: EntityManager, metrics: MetricsRegistry): SmsSender => new CountedSmsSender(configuredSmsSender(config, em), metrics),
};

function configuredSmsSender(config: AppConfig, em: EntityManager): SmsSender {
  const accountSid = config.get('TWILIO_ACCOUNT_SID');
  const authToken = config.get('TWILIO_AUTH_TOKEN');
  const from = config.get('TWILIO_FROM');
  // Production refuses to start without the Twilio settings (validateEnvironment).
  if (!accountSid || !authToken || !from) return new LocalMailboxSmsSender(em);
  return new TwilioSmsSender({ accountSid, authToken, from, apiBase: config.get('TWILIO_API_BASE') });
}
