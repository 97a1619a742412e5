import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { queueSettled, type Agent } from './test-app';

type Session = { agent: Agent; csrfToken: string };

/** A UK mobile number of this test's own, in the form a customer types it and in E.164. */
export function uniqueMobile(): { typed: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  return { typed: `07400 ${digits}`, e164: `+447400${digits}` };
}

/** The account's 'Text messages' call: opt in (to `phone`, or the checkout number) or out. */
export const changeTexts = (customer: Session, body: { opt_in: unknown; phone?: unknown }) =>
  customer.agent.post('/v2/profile/form/text-messages').set('x-csrf-token', customer.csrfToken).send(body);

/** The texts the dev mailbox kept for a number (E.164), newest first. */
export async function textsTo(app: NestExpressApplication, e164: string): Promise<{ kind: 'sms'; to: string; body: string }[]> {
  const response = await request(app.getHttpServer()).get('/dev/mailbox.json').query({ to: e164 }).expect(200);
  return response.body as { kind: 'sms'; to: string; body: string }[];
}

/** Waits until the outbox is relayed and every after-commit reaction (the 'events' queue) has run. */
export const reactionsSettled = (app: NestExpressApplication): Promise<void> => queueSettled(app, 'events');
