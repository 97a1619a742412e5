import { nationalFormat } from '../domain/sms/uk-mobile-number';
import type { SmsConsent, SmsOptOutSource } from '../infrastructure/sms-consent.entity';

/** What the account's 'Text messages' panel shows. */
export interface SmsConsentView {
  opted_in: boolean;
  /** The number texts go (or went) to, as the customer writes it: 07700 900123. */
  phone: string | null;
  /** The mobile number they gave at checkout, offered when they opt in. */
  checkout_phone: string | null;
  opted_in_at: string | null;
  opted_out_at: string | null;
  opted_out_via: SmsOptOutSource | null;
}

export function viewSmsConsent(consent: SmsConsent | null, checkoutPhone: string | null): SmsConsentView {
  return {
    opted_in: consent?.optedIn ?? false,
    phone: consent ? nationalFormat(consent.phone) : null,
    checkout_phone: checkoutPhone ? nationalFormat(checkoutPhone) : null,
    opted_in_at: consent?.optedInAt.toISOString() ?? null,
    opted_out_at: consent?.optedOutAt?.toISOString() ?? null,
    opted_out_via: consent?.optedOutVia ?? null,
  };
}
