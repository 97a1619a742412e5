import { Query } from '@nestjs/cqrs';
import type { SmsConsentView } from '../../sms-consent-view';

/** The customer's own consent to texts, with the checkout number to offer. */
export class GetSmsConsentQuery extends Query<SmsConsentView> {
  constructor(readonly userId: number) {
    super();
  }
}
