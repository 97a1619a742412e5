// First: Twilio's settings and the stand-in's address must be in the environment before the app's modules load.
import { TWILIO_STAND_IN_PORT } from '../support/twilio-stand-in-env';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { MarkChatSeenCommand } from '../../src/modules/messaging/application/commands/mark-chat-seen/mark-chat-seen.command';
import { AuditEntry } from '../../src/modules/audit/infrastructure/audit-entry.entity';
import { UndeliverableSmsError } from '../../src/modules/messaging/application/sms-sender';
import { twilioSignature } from '../../src/modules/messaging/domain/sms/twilio-signature';
import { SmsConsent } from '../../src/modules/messaging/infrastructure/sms-consent.entity';
import { TwilioSmsSender } from '../../src/modules/messaging/infrastructure/twilio-sms-sender';
import { adminSession, post } from '../support/data-rights-fixtures';
import { createTestApp, eventually, newlySignedUpCustomer, ormOf } from '../support/test-app';
import { changeTexts, reactionsSettled, uniqueMobile } from '../support/text-messages';
import { TWILIO_STAND_IN, TwilioStandIn } from '../support/twilio-stand-in';

/** The Twilio adapter (Messages API over fetch) against a local stand-in of Twilio, and Twilio's signed inbound webhook (STOP, START). */
const standIn = new TwilioStandIn(TWILIO_STAND_IN_PORT);
let app: NestExpressApplication;

beforeAll(async () => {
  await standIn.start();
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
  await standIn.stop();
});

const sender = (settings: Partial<ConstructorParameters<typeof TwilioSmsSender>[0]> = {}) =>
  new TwilioSmsSender({ accountSid: TWILIO_STAND_IN.accountSid, authToken: TWILIO_STAND_IN.authToken, from: TWILIO_STAND_IN.from, apiBase: standIn.origin, ...settings });

describe('TwilioSmsSender', () => {
  it('posts To, From and Body, form-encoded with basic auth, and returns the message sid and status', async () => {
    const sent = await sender().send('+447400123456', 'Derm Shop: hello & welcome, 100% tested');
    expect(sent).toEqual({ sid: expect.stringMatching(/^SM[0-9a-f]{32}$/), status: 'queued' });
    expect(standIn.messages.at(-1)).toEqual({ sid: sent.sid, to: '+447400123456', from: TWILIO_STAND_IN.from, messagingServiceSid: null, body: 'Derm Shop: hello & welcome, 100% tested' });
  });

  it('sends through a Messaging Service when TWILIO_FROM is its SID', async () => {
    const service = `MG${'a'.repeat(32)}`;
    const sent = await sender({ from: service }).send('+447400123457', 'Via the service');
    expect(sent.status).toBe('accepted');
    expect(standIn.messages.at(-1)).toMatchObject({ to: '+447400123457', from: null, messagingServiceSid: service });
  });

  it("fails for the job to retry when Twilio refuses the credentials or is down, with Twilio's reason", async () => {
    await expect(sender({ authToken: 'wrong-token-0000000000' }).send('+447400123456', 'x')).rejects.toThrow('Twilio answered 401 (20003): Authenticate');
    standIn.outage = true;
    try {
      await expect(sender().send('+447400123456', 'x')).rejects.toThrow('Twilio answered 503 (20503): Service unavailable');
    } finally {
      standIn.outage = false;
    }
  });

  it('says a number that replied STOP at Twilio can never be texted, so nothing retries it', async () => {
    standIn.unsubscribed.add('+447400999999');
    await expect(sender().send('+447400999999', 'x')).rejects.toBeInstanceOf(UndeliverableSmsError);
  });
});

describe("Twilio's inbound webhook", () => {
  const WEBHOOK_URL = 'http://localhost:3000/webhooks/sms/twilio';
  let customer: Awaited<ReturnType<typeof newlySignedUpCustomer>>;
  const mobile = uniqueMobile();

  /** A reply as Twilio delivers it: its form fields, signed with the auth token over the URL it was given. */
  function reply(body: string, { token = TWILIO_STAND_IN.authToken, url = WEBHOOK_URL, tamper = {} as Record<string, string>, signed = true } = {}) {
    const params = { ToCountry: 'GB', SmsMessageSid: 'SMf00d', NumMedia: '0', MessageSid: 'SMf00d', AccountSid: TWILIO_STAND_IN.accountSid, From: mobile.e164, To: TWILIO_STAND_IN.from, Body: body, NumSegments: '1', ApiVersion: '2010-04-01' };
    const call = request(app.getHttpServer()).post('/webhooks/sms/twilio').type('form');
    if (signed) call.set('X-Twilio-Signature', twilioSignature(token, url, params));
    return call.send({ ...params, ...tamper });
  }
  const consent = async () => {
    const saved = await ormOf(app).em.fork().findOneOrFail(SmsConsent, { userId: customer.userId });
    return { optedIn: saved.optedIn, optedOutAt: saved.optedOutAt ?? null, optedOutVia: saved.optedOutVia ?? null };
  };
  const textsAtTwilio = () => standIn.messages.filter((message) => message.to === mobile.e164);

  /** The team replies; the customer then opens the chat, so the next reply is announced again. */
  async function teamReplies(): Promise<void> {
    await post(await adminSession(app), '/v2/admin/form/send-user-chat', { user_id: customer.userId, message: 'A reply from the team' }).expect(200);
    await reactionsSettled(app);
    // What opening the chat page does (its event stream marks the chat seen).
    await app.get(CommandBus).execute(new MarkChatSeenCommand(customer.userId));
  }

  beforeAll(async () => {
    customer = await newlySignedUpCustomer(app);
    await changeTexts(customer, { opt_in: true, phone: mobile.typed }).expect(200);
  });

  it('texts the customer who opted in through Twilio', async () => {
    await teamReplies();
    const texts = await eventually(async () => (textsAtTwilio().length ? textsAtTwilio() : undefined));
    expect(texts.map((text) => text.body)).toEqual(['Derm Shop: our team has replied to your message. Read it in your account: http://localhost:3000/v2/profile/chat Reply STOP to opt out.']);
  });

  it('refuses a forged or altered STOP with 403 and changes nothing', async () => {
    for (const forged of [
      reply('STOP', { token: 'not-the-auth-token-000000' }),
      reply('STOP', { url: 'https://elsewhere.example/webhooks/sms/twilio' }),
      reply('START', { tamper: { Body: 'STOP' } }),
      reply('STOP', { tamper: { From: '+447400000001' } }),
      reply('STOP', { signed: false }),
    ]) {
      const response = await forged.expect(403);
      expect(response.body).toMatchObject({ error: 'SMS.BAD_SIGNATURE', message: 'The text message webhook signature does not match.' });
    }
    expect(await consent()).toMatchObject({ optedIn: true, optedOutAt: null, optedOutVia: null });
  });

  it('opts the number out on a signed STOP, audited as the customer’s reply, and texts them no more', async () => {
    const response = await reply('Stop').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/xml/);
    expect(response.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await consent()).toMatchObject({ optedIn: false, optedOutVia: 'reply', optedOutAt: expect.any(Date) });
    expect((await customer.agent.get('/v2/profile/data/text-messages').expect(200)).body).toMatchObject({ opted_in: false, opted_out_via: 'reply' });
    const audit = await ormOf(app).em.fork().find(AuditEntry, { customerId: customer.userId, action: 'messaging.sms_consent.opted_out' });
    expect(audit.map((entry) => [entry.actorId ?? null, entry.summary])).toEqual([[null, 'Opted out of text messages by replying STOP']]);

    await teamReplies();
    expect(textsAtTwilio()).toHaveLength(1);
  });

  it('ignores any other reply, and opts back in on START, as Twilio does', async () => {
    await reply('Thanks, got it').expect(200);
    expect((await consent()).optedIn).toBe(false);
    await reply('START').expect(200);
    expect(await consent()).toMatchObject({ optedIn: true, optedOutAt: null, optedOutVia: null });
    await teamReplies();
    await eventually(async () => (textsAtTwilio().length === 2 ? true : undefined));
  });
});
