import { Command } from '@nestjs/cqrs';
import type { SmsConsentView } from '../../sms-consent-view';

/**
 * The customer opts in to texts (to `phone`, or the number they gave at checkout when left
 * out or null), changes the number, or opts out, in the account. Audited.
 */
export class ChangeSmsConsentCommand extends Command<SmsConsentView> {
  constructor(
    readonly userId: number,
    readonly optIn: boolean,
    readonly phone?: string | null,
  ) {
    super();
  }
}
