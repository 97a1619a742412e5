import { EntityManager } from '@mikro-orm/postgresql';
import type { Provider } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { SmsSender } from '../application/sms-sender';
import { LocalMailboxSmsSender } from './local-mailbox-sms-sender';
import { TwilioSmsSender } from './twilio-sms-sender';

/** Twilio when its three settings are given (validated as all-or-none at start), otherwise the dev mailbox (never in production). */
export const smsSenderProvider: Provider = {
  provide: SmsSender,
  inject: [AppConfig, EntityManager],
  useFactory: (config: AppConfig, em: EntityManager): SmsSender => {
    const accountSid = config.get('TWILIO_ACCOUNT_SID');
    const authToken = config.get('TWILIO_AUTH_TOKEN');
    const from = config.get('TWILIO_FROM');
    // Production refuses to start without the Twilio settings (validateEnvironment).
    if (!accountSid || !authToken || !from) return new LocalMailboxSmsSender(em);
    return new TwilioSmsSender({ accountSid, authToken, from, apiBase: config.get('TWILIO_API_BASE') });
  },
};
