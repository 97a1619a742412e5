import { RequestContext } from '@mikro-orm/core';
import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { CreateAdminCommand } from '../../src/modules/identity';
import { SetPrescriberProfileCommand } from '../../src/modules/prescribing';
import { Subscription } from '../../src/modules/subscription/infrastructure/subscription.entity';
import { sandboxBilling } from '../support/billing-adapters';
import { customerWithProposal } from '../support/consultation-answers';
import { readPdfText } from '../support/read-pdf-text';
import { type Agent, createTestApp, ormOf, saveDeliveryAddress, signedInSession, subscriptionForm } from '../support/test-app';
import { answeringSafetyChecks } from '../support/safety-answers';

/**
 * Issue 21 point 7: /meet-the-team said GMC 7012345 for Dr Amelia Hart while her prescriptions said 7000001.
 * The prescriber profile is the one record: the page prints it, and follows it when it changes.
 */
let app: NestExpressApplication;
let prescriber: { agent: Agent; csrfToken: string };

beforeAll(async () => {
  app = await createTestApp();
  prescriber = await signedInSession(app, 'admin@example.com', 'admin-demo-pass');
});
afterAll(async () => {
  await app.close();
});

type Member = { slug: string; name: string; registration: string; role: string; bio: string };
const team = async (): Promise<Member[]> => (await request(app.getHttpServer()).get('/content/team').expect(200)).body.members;
const run = (command: object) => RequestContext.create(ormOf(app).em, () => app.get(CommandBus).execute(command as never));
const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

async function approvedSubscription(lastName: string): Promise<{ itemId: number }> {
  const customer = await customerWithProposal(app, 'acne', { last_name: lastName });
  await saveDeliveryAddress(customer, lastName);
  const card = await sandboxBilling.saveCard(app, customer, '4242424242424242');
  const started = (await subscriptionForm(customer, 'start-subscription', { paymentMethod: card.payment_method }).expect(200)).body;
  await prescriber.agent.post('/v2/admin/form/review').set('x-csrf-token', prescriber.csrfToken).send(await answeringSafetyChecks(prescriber, { id: started.subscriptionId, approve: 1, signature_password: 'admin-demo-pass' })).expect(200);
  const subscription = await ormOf(app).em.fork().findOneOrFail(Subscription, started.subscriptionId as number, { populate: ['items'] });
  return { itemId: subscription.items.getItems()[0].id };
}

it('names Dr Amelia Hart with the registration her prescriptions carry', async () => {
  const { itemId } = await approvedSubscription('TeamPage');
  const response = await prescriber.agent.get('/v2/admin/form/ship/pdf/prescription').query({ id: itemId }).buffer(true).parse(binary).expect(200);
  const { text } = await readPdfText(response.body as Buffer);
  const registration = /Dr Amelia Hart.*?(GMC \d{7})/.exec(text)?.[1];
  expect(registration).toBe('GMC 7000001');
  expect((await team()).find((member) => member.slug === 'amelia-hart')).toMatchObject({ name: 'Dr Amelia Hart', registration, role: 'Founder and Consultant Dermatologist' });
});

it('follows the prescriber profile: a new prescriber appears with their bio, and a corrected number shows at once', async () => {
  const email = `team-page-${Date.now()}@example.com`;
  await run(new CreateAdminCommand(email, 'a-long-admin-password'));
  const details = { fullName: 'Dr Rahul Mehta', professionalBody: 'GMC', registrationNumber: '7123456', practiceAddress: '10 Harley Street\nLondon\nW1G 9PF' };
  expect((await team()).map((member) => member.slug)).not.toContain('rahul-mehta');

  await run(new SetPrescriberProfileCommand(email, { ...details, teamPageSlug: 'rahul-mehta' }));
  expect((await team()).find((member) => member.slug === 'rahul-mehta')).toMatchObject({ name: 'Dr Rahul Mehta', registration: 'GMC 7123456', bio: expect.stringContaining('hormonal acne') });

  await run(new SetPrescriberProfileCommand(email, { ...details, fullName: 'Dr Rahul K Mehta', registrationNumber: '7123457' }));
  expect((await team()).find((member) => member.slug === 'rahul-mehta')).toMatchObject({ name: 'Dr Rahul K Mehta', registration: 'GMC 7123457' });

  await run(new SetPrescriberProfileCommand(email, { ...details, teamPageSlug: null }));
  expect((await team()).map((member) => member.slug)).not.toContain('rahul-mehta');
});

it('prints no registration that no record holds: every number on the page is a profile or the superintendent', async () => {
  const members = await team();
  expect(members.map((member) => member.registration)).not.toContain('GMC 7012345');
  expect(members.find((member) => member.role === 'Superintendent Pharmacist')).toMatchObject({ name: 'Daniel Okafor', registration: 'GPhC 2076543' });
});
