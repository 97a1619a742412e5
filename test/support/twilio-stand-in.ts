import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { JsonStandIn, type StandInAnswer } from './json-stand-in';

/**
 * A local stand-in of the part of Twilio's REST API the adapter uses: Messages (2010-04-01),
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded, basic auth with the
 * account SID and auth token. It answers as Twilio does (201 with the message resource; errors
 * with Twilio's `code`, `message`, `more_info` and `status`), refuses a number that replied STOP
 * (21610) and records every message it accepted.
 */
export const TWILIO_STAND_IN = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'stand-in-twilio-auth-token-0123',
  from: '+447700900000',
};

export interface StandInMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export class TwilioStandIn extends JsonStandIn {
  readonly messages: StandInMessage[] = [];
  /** Numbers that replied STOP: Twilio refuses to text them (error 21610). */
  readonly unsubscribed = new Set<string>();
  /** The next calls answer 503, as Twilio does during an incident. */
  outage = false;

  protected async handle(request: IncomingMessage): Promise<StandInAnswer> {
    const url = new URL(request.url ?? '/', this.origin);
    const match = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(url.pathname);
    if (request.method !== 'POST' || !match) return twilioError(404, 20404, 'The requested resource was not found');
    const expected = `Basic ${Buffer.from(`${TWILIO_STAND_IN.accountSid}:${TWILIO_STAND_IN.authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected || match[1] !== TWILIO_STAND_IN.accountSid) return twilioError(401, 20003, 'Authenticate');
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return twilioError(400, 20001, 'Unsupported content type');
    if (this.outage) return twilioError(503, 20503, 'Service unavailable');
    const form = new URLSearchParams(await readBody(request));
    const to = form.get('To') ?? '';
    const from = form.get('From');
    const messagingServiceSid = form.get('MessagingServiceSid');
    const body = form.get('Body') ?? '';
    if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
    if (!from && !messagingServiceSid) return twilioError(400, 21603, "A 'From' phone number is required.");
    if (!body) return twilioError(400, 21602, 'Message body is required.');
    if (!/^\+[1-9]\d{6,14}$/.test(to)) return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (this.unsubscribed.has(to)) return twilioError(400, 21610, 'Attempt to send to unsubscribed recipient');
    const sid = `SM${randomBytes(16).toString('hex')}`;
    this.messages.push({ sid, to, from, messagingServiceSid, body });
    return {
      status: 201,
      body: {
        sid,
        account_sid: TWILIO_STAND_IN.accountSid,
        messaging_service_sid: messagingServiceSid,
        to,
        from,
        body,
        status: messagingServiceSid ? 'accepted' : 'queued',
        num_segments: String(Math.ceil(body.length / 153)),
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: new Date().toUTCString(),
        error_code: null,
        error_message: null,
        uri: `/2010-04-01/Accounts/${TWILIO_STAND_IN.accountSid}/Messages/${sid}.json`,
      },
    };
  }
}

function twilioError(status: number, code: number, message: string): { status: number; body: unknown } {
  return { status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}
