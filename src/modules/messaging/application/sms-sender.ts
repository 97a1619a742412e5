/** A text as the provider accepted it: its id and first status (Twilio: queued, accepted, sent...). */
export interface SentSms {
  sid: string;
  status: string;
}

/** The provider refused the text (a bad number, a number that replied STOP): retrying will not help. */
export class UndeliverableSmsError extends Error {}

/**
 * The port texts leave through, modelled on Twilio's Messages API. The local adapter keeps them in
 * the dev mailbox; the real one posts to Twilio, which also calls the inbound webhook, whose
 * signature only the real adapter can check (`inboundSignatureMatches`).
 */
export abstract class SmsSender {
  abstract readonly provider: 'twilio' | 'local';

  /** `to` in E.164. */
  abstract send(to: string, body: string): Promise<SentSms>;

  /** Whether an inbound webhook (its full URL and form parameters) carries the provider's signature. */
  abstract inboundSignatureMatches(url: string, params: Record<string, string>, signature: string): boolean;
}
