import { SmsSender, UndeliverableSmsError, type SentSms } from '../application/sms-sender';
import { twilioSignatureMatches } from '../domain/sms/twilio-signature';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A number in E.164, or a Messaging Service SID (MG...), which picks the number itself. */
  from: string;
  /** https://api.twilio.com, or a local stand-in in tests. */
  apiBase: string;
}

/** Twilio's 4xx codes that mean this text can never go, e.g. 21211 invalid 'To', 21610 the number replied STOP. */
const PERMANENT_ERRORS = new Set([21211, 21408, 21610, 21612, 21614]);

/** Twilio's Messages API (2010-04-01) over fetch: basic auth with the account SID and token, form-encoded. */
export class TwilioSmsSender extends SmsSender {
  readonly provider = 'twilio' as const;

  constructor(private readonly settings: TwilioSettings) {
    super();
  }

  async send(to: string, body: string): Promise<SentSms> {
    const { accountSid, authToken, from, apiBase } = this.settings;
    const form = new URLSearchParams({ To: to, Body: body, ...(from.startsWith('MG') ? { MessagingServiceSid: from } : { From: from }) });
    const path = `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const response = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = safeJson<{ sid?: string; status?: string; code?: number; message?: string }>(await response.text());
    if (!response.ok || !answer?.sid) {
      const reason = `Twilio answered ${response.status}${answer?.code ? ` (${answer.code})` : ''}: ${answer?.message ?? 'no message'}`;
      // A refusal of this number is final; anything else (5xx, 429, a timeout) throws for the job to retry.
      if (answer?.code && PERMANENT_ERRORS.has(answer.code)) throw new UndeliverableSmsError(reason);
      throw new Error(reason);
    }
    return { sid: answer.sid, status: answer.status ?? 'queued' };
  }

  inboundSignatureMatches(url: string, params: Record<string, string>, signature: string): boolean {
    return twilioSignatureMatches(this.settings.authToken, url, params, signature);
  }
}

function safeJson<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
