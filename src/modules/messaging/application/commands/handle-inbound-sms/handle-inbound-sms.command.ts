import { Command } from '@nestjs/cqrs';

export interface InboundSmsResult {
  intent: 'stop' | 'start' | 'other';
  /** How many customers' consents changed (a number shared by two accounts changes both). */
  changed: number;
}

/**
 * A text a customer sent back, as the provider's inbound webhook delivers it: `url` is the full
 * address the provider called and `params` every form field, which its signature covers.
 * STOP (and Twilio's other opt-out words) opts the sender's number out; START opts it back in.
 */
export class HandleInboundSmsCommand extends Command<InboundSmsResult> {
  constructor(
    readonly url: string,
    readonly params: Record<string, string>,
    readonly signature: string,
  ) {
    super();
  }
}
