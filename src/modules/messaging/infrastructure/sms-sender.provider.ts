import { EntityManager } from '@mikro-orm/postgresql';
import { Logger, type Provider } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { SmsSender } from '../application/sms-sender';
import { LocalMailboxSmsSender } from './local-mailbox-sms-sender';
import { TwilioSmsSender } from './twilio-sms-sender';

/** Twilio when its three settings are given (validated as all-or-none at start), otherwise the dev mailbox. */
export const smsSenderProvider: Provider = {
  provide: SmsSender,
  inject: [AppConfig, EntityManager],
  useFactory: (config: AppConfig, em: EntityManager): SmsSender => {
    const accountSid = config.get('TWILIO_ACCOUNT_SID');
    const authToken = config.get('TWILIO_AUTH_TOKEN');
    const from = config.get('TWILIO_FROM');
    if (!accountSid || !authToken || !from) {
      // As the local identity verifier, allowed in production; but customers who opt in would get no texts.
      if (config.isProduction) new Logger('SmsSender').warn('No Twilio settings: texts are kept in the local mailbox table and never sent');
      return new LocalMailboxSmsSender(em);
    }
    return new TwilioSmsSender({ accountSid, authToken, from, apiBase: config.get('TWILIO_API_BASE') });
  },
};
