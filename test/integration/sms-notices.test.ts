import '../support/own-test-database'; // the reminder and renewal sweeps must meet only this file's subscriptions
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AuditEntry } from '../../src/modules/audit/infrastructure/audit-entry.entity';
import { SmsConsent } from '../../src/modules/messaging/infrastructure/sms-consent.entity';
import { sandboxBilling } from '../support/billing-adapters';
import { adminSession, post, shipSupply } from '../support/data-rights-fixtures';
import { approvedCustomer, changeSubscription, subscriptionOf, suppliesMadeDaysAgo, type RenewalCustomer } from '../support/renewal-customers';
import { emailArrives, sweep, TestClock, useOwnBillingTestApp } from '../support/renewal-fixtures';
import { browserSession, eventually, newlySignedUpCustomer, ormOf, subscriptionForm } from '../support/test-app';
import { changeTexts, reactionsSettled, textsTo, uniqueMobile } from '../support/text-messages';

/**
 * SMS notices with the local adapter (no Twilio settings): the customer's consent in the account,
 * and the four notices texted to the dev mailbox, only to a customer who opted in. Real
 * PostgreSQL and Redis, the workers in-process, the sandbox gateway.
 */
const clock = new TestClock();
let app: NestExpressApplication;

useOwnBillingTestApp(clock, (created) => (app = created));

const textMessagesOf = async (customer: RenewalCustomer) => (await customer.agent.get('/v2/profile/data/text-messages').expect(200)).body;
const auditOf = (userId: number) => ormOf(app).em.fork().find(AuditEntry, { customerId: userId, action: { $like: 'messaging.sms_consent.%' } }, { orderBy: { id: 'asc' } });

describe('opting in and out in the account', () => {
  let customer: RenewalCustomer;
  beforeAll(async () => {
    customer = await approvedCustomer(app);
  });

  it('offers the number given at checkout and opts in with it', async () => {
    expect(await textMessagesOf(customer)).toEqual({ opted_in: false, phone: null, checkout_phone: '07700 900123', opted_in_at: null, opted_out_at: null, opted_out_via: null });
    const response = await changeTexts(customer, { opt_in: true }).expect(200);
    expect(response.body).toMatchObject({ opted_in: true, phone: '07700 900123', opted_out_at: null });
    const saved = await ormOf(app).em.fork().findOneOrFail(SmsConsent, { userId: customer.userId });
    expect([saved.phone, saved.optedIn, saved.optedOutAt ?? null, saved.optedOutVia ?? null]).toEqual(['+447700900123', true, null, null]);
  });

  it('changes the number, normalised to E.164, and refuses one that is not a UK mobile, naming the field and changing nothing', async () => {
    const mobile = uniqueMobile();
    await changeTexts(customer, { opt_in: true, phone: mobile.typed.replace(/^0/, '+44 ') }).expect(200);
    expect((await ormOf(app).em.fork().findOneOrFail(SmsConsent, { userId: customer.userId })).phone).toBe(mobile.e164);

    for (const [phone, message] of [
      ['12345', 'Please enter a UK mobile number, e.g. 07700 900123.'],
      ['+33 6 12 34 56 78', 'Please enter a UK mobile number, e.g. 07700 900123.'],
      ['020 7946 0018', 'Texts cannot reach a landline: please enter a UK mobile number.'],
      [7400123456, 'Please enter a UK mobile number, e.g. 07700 900123.'],
      ['0'.repeat(21), 'Please enter a UK mobile number, e.g. 07700 900123.'],
    ] as const) {
      const refused = await changeTexts(customer, { opt_in: true, phone }).expect(400);
      expect([phone, refused.body.fields]).toEqual([phone, { phone: [message] }]);
    }
    const unsure = await changeTexts(customer, { opt_in: 'yes' }).expect(400);
    expect(unsure.body.fields).toEqual({ opt_in: ['Say whether you want texts (opt_in must be true or false).'] });
    expect((await ormOf(app).em.fork().findOneOrFail(SmsConsent, { userId: customer.userId })).phone).toBe(mobile.e164);
  });

  it('opts out in the account, keeping when they opted in and out, and audits each change once', async () => {
    const response = await changeTexts(customer, { opt_in: false }).expect(200);
    expect(response.body).toMatchObject({ opted_in: false, opted_out_via: 'account' });
    expect(response.body.opted_out_at).not.toBeNull();
    // Again: nothing changes, and nothing more is recorded.
    await changeTexts(customer, { opt_in: false }).expect(200);
    expect((await auditOf(customer.userId)).map((entry) => [entry.action, entry.actorId, entry.changes.map((change) => `${change.field}:${change.from}>${change.to}`).join(' ')])).toEqual([
      ['messaging.sms_consent.opted_in', customer.userId, 'phone:null>+447700900123 optedIn:false>true'],
      ['messaging.sms_consent.number_changed', customer.userId, expect.stringMatching(/^phone:\+447700900123>\+447400\d{6}$/)],
      ['messaging.sms_consent.opted_out', customer.userId, 'optedIn:true>false'],
    ]);
  });

  it('asks for a number when none was given at checkout, and answers only a signed-in customer', async () => {
    const newcomer = await newlySignedUpCustomer(app);
    for (const body of [{ opt_in: true }, { opt_in: true, phone: null }, { opt_in: true, phone: '  ' }]) {
      const refused = await changeTexts(newcomer, body).expect(400);
      expect([body, refused.body.fields]).toEqual([body, { phone: ['We do not have a mobile number for you yet: please enter the number texts should go to.'] }]);
    }
    expect(await ormOf(app).em.fork().count(SmsConsent, { userId: newcomer.userId })).toBe(0);
    const { agent } = await browserSession(app);
    await agent.get('/v2/profile/data/text-messages').expect(401);
  });
});

describe('the four notices', () => {
  let texted: RenewalCustomer & { mobile: ReturnType<typeof uniqueMobile> };
  let optedOut: RenewalCustomer & { mobile: ReturnType<typeof uniqueMobile> };

  beforeAll(async () => {
    texted = { ...(await approvedCustomer(app)), mobile: uniqueMobile() };
    optedOut = { ...(await approvedCustomer(app)), mobile: uniqueMobile() };
    await changeTexts(texted, { opt_in: true, phone: texted.mobile.typed }).expect(200);
    await changeTexts(optedOut, { opt_in: true, phone: optedOut.mobile.typed }).expect(200);
    await changeTexts(optedOut, { opt_in: false }).expect(200);
  });

  it('texts dispatch with tracking, a team reply, the reminder before a charge and a failed payment, only to the customer who opted in, with no health details', async () => {
    const admin = await adminSession(app);
    for (const customer of [texted, optedOut]) {
      // 1. The first supply leaves the pharmacy.
      await shipSupply(app, (await subscriptionOf(app, customer.subscriptionId)).items.getItems()[0].id);
      // 2. The team replies in the chat.
      await post(admin, '/v2/admin/form/send-user-chat', { user_id: customer.userId, message: 'Your acne cream: apply it thinly at night.' }).expect(200);
      // 3. The next charge is two days away: the sweep sends the reminder.
      await changeSubscription(app, customer.subscriptionId, { dueAt: clock.daysFromToday(2) });
      // 4. Then its card is declined on the day.
      const declining = await sandboxBilling.saveCard(app, customer, '4000 0000 0000 0341');
      await subscriptionForm(customer, 'change-payment-method', { subscription: customer.subscriptionId, payment_method: declining.payment_method }).expect(200);
    }
    await sweep(app);
    for (const customer of [texted, optedOut]) {
      await changeSubscription(app, customer.subscriptionId, { dueAt: clock.today() });
      await suppliesMadeDaysAgo(app, customer.subscriptionId, 60);
    }
    await sweep(app);
    for (const customer of [texted, optedOut]) await emailArrives(app, customer.email, /^We could not take payment/);
    await reactionsSettled(app);

    const texts = (await textsTo(app, texted.mobile.e164)).reverse();
    expect(texts.map((text) => text.kind)).toEqual(['sms', 'sms', 'sms', 'sms']);
    expect(texts.every((text) => text.to === texted.mobile.e164)).toBe(true);
    const bodies = texts.map((text) => text.body);
    expect(bodies[0]).toMatch(/^Derm Shop: your parcel is on its way by tracked delivery, tracking number \S+\. Details in your account: http:\/\/localhost:3000\/v2\/profile Reply STOP to opt out\.$/);
    expect(bodies[1]).toBe('Derm Shop: our team has replied to your message. Read it in your account: http://localhost:3000/v2/profile/chat Reply STOP to opt out.');
    expect(bodies[2]).toMatch(/^Derm Shop: your next delivery is charged £\d+\.\d\d on \w+ \d{1,2} \w+ \d{4}\. To change the date, pause or cancel, visit http:\/\/localhost:3000\/v2\/profile Reply STOP to opt out\.$/);
    expect(bodies[3]).toMatch(/^Derm Shop: we could not take your payment of £\d+\.\d\d, so your next delivery is on hold\. Please update your card: http:\/\/localhost:3000\/v2\/profile Reply STOP to opt out\.$/);
    // The tracking number is the shipment's; nothing says what was sent or what the team wrote.
    const shipped = await subscriptionOf(app, texted.subscriptionId);
    expect(bodies[0]).toContain(shipped.items.getItems()[0].trackingNumber!);
    expect(bodies.join(' ')).not.toMatch(/acne|cream|formula|treatment/i);

    expect(await textsTo(app, optedOut.mobile.e164)).toEqual([]);
  });

  it('keeps emails readable as before beside the texts', async () => {
    const emails = (await request(app.getHttpServer()).get('/dev/mailbox.json').query({ to: texted.email }).expect(200)).body as { kind: string; subject: string; text: string }[];
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.every((email) => email.kind === 'email' && typeof email.subject === 'string' && typeof email.text === 'string')).toBe(true);
    const everything = (await request(app.getHttpServer()).get('/dev/mailbox.json').expect(200)).body as { kind: string }[];
    expect(new Set(everything.map((entry) => entry.kind))).toEqual(new Set(['email', 'sms']));
    await request(app.getHttpServer()).get('/dev/mailbox.json').query({ to: 'not a recipient' }).expect(400);
    await eventually(async () => ((await request(app.getHttpServer()).get('/dev/mailbox').expect(200)).text.includes('Text message') ? true : undefined));
  });
});
