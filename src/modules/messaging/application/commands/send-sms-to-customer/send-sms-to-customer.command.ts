import { Command } from '@nestjs/cqrs';

export type SmsOutcome = 'sent' | 'not-opted-in' | 'undeliverable';

/**
 * Texts a customer one of the shop's text templates (domain/sms/sms-templates.ts), only if they
 * have opted in, to the number they opted in with. For any context's reaction to its own notice
 * (e.g. a card that expires before the next charge): add a template there, then send this.
 * A failure the provider may recover from throws, so the calling job retries.
 */
export class SendSmsToCustomerCommand extends Command<SmsOutcome> {
  constructor(
    readonly userId: number,
    readonly template: string,
    readonly data: Record<string, string>,
  ) {
    super();
  }
}
