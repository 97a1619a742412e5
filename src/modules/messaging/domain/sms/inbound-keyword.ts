/**
 * What a customer's reply asks for, by Twilio's default opt-out handling: these keywords (the
 * whole message, any case) stop or restart texts to the number at Twilio itself, so the shop's
 * record follows suit. Twilio's Advanced Opt-Out sends `OptOutType` (STOP, START, HELP) for its
 * configured keywords; it wins when present. Anything else is a reply nobody reads: ignored.
 */
const STOP_WORDS = ['STOP', 'STOPALL', 'STOP ALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'OPT OUT', 'REVOKE'];
const START_WORDS = ['START', 'YES', 'UNSTOP'];

export type InboundIntent = 'stop' | 'start' | 'other';

export function inboundIntent(body: string, optOutType?: string): InboundIntent {
  const declared = optOutType?.trim().toUpperCase();
  if (declared === 'STOP') return 'stop';
  if (declared === 'START') return 'start';
  const word = body.trim().replace(/[.!]+$/, '').replace(/\s+/g, ' ').toUpperCase();
  if (STOP_WORDS.includes(word)) return 'stop';
  if (START_WORDS.includes(word)) return 'start';
  return 'other';
}
