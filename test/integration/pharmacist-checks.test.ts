// First: the configuration is read as the app's modules load, so this file's own database must be chosen before any of them.
import '../support/own-test-database';
import { RequestContext } from '@mikro-orm/core';
import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { DispensingCheck } from '../../src/modules/fulfilment/infrastructure/dispensing-check.entity';
import { FulfilmentOrder } from '../../src/modules/fulfilment/infrastructure/fulfilment-order.entity';
import { CreateAdminCommand } from '../../src/modules/identity';
import { SetPharmacistProfileCommand } from '../../src/modules/pharmacy';
import { ResponsiblePharmacistRecord } from '../../src/modules/pharmacy/infrastructure/responsible-pharmacist-record.entity';
import { PomRegisterEntry } from '../../src/modules/prescribing/infrastructure/pom-register-entry.entity';
import { sweepRetention } from '../support/data-rights-fixtures';
import { checkedByPharmacist, DEMO_PHARMACIST, pharmacistSession } from '../support/pharmacist-checks';
import { readPdfText } from '../support/read-pdf-text';
import { approvedCustomer, subscriptionOf } from '../support/renewal-customers';
import { sweep, TestClock, useOwnBillingTestApp } from '../support/renewal-fixtures';
import { type Agent, eventually, ormOf, signedInSession } from '../support/test-app';

/**
 * The pharmacist's part before anything leaves (ADR 0007): the Responsible Pharmacist record,
 * the clinical and accuracy checks, Ship refused without them or without a pharmacist in
 * charge, and what the checked pack puts on the label and in the register. Its own database:
 * it signs the responsible pharmacist out, which would stop every other file's shipments.
 */
const clock = new TestClock();
let app: NestExpressApplication;
useOwnBillingTestApp(clock, (created) => (app = created));

type Session = { agent: Agent; csrfToken: string };
const post = (session: Session, path: string, body: object = {}) => session.agent.post(path).set('x-csrf-token', session.csrfToken).send(body);
const em = () => ormOf(app).em.fork();
const run = (command: object) => RequestContext.create(ormOf(app).em, () => app.get(CommandBus).execute(command as never));
const staffSession = () => signedInSession(app, 'staff@example.com', 'staff-demo-pass');
const openSpells = () => em().count(ResponsiblePharmacistRecord, { signedOutAt: null });
const inAYear = () => clock.daysFromToday(365);
const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** An approved supply, paid and waiting on the dispatch list, with what the accuracy check must match. */
async function waitingSupply() {
  const customer = await approvedCustomer(app);
  const itemId = (await subscriptionOf(app, customer.subscriptionId)).items.getItems()[0].id;
  const pharmacist = await pharmacistSession(app);
  const detail = (await pharmacist.agent.get(`/v2/admin/data/dispatch/items/${itemId}`).expect(200)).body;
  return { customer, itemId, itemCode: detail.prescription.item_code as string };
}

/** What a refused call must have left alone: the order still waiting, its checks, the register. */
async function untouched(itemId: number) {
  const order = await em().findOneOrFail(FulfilmentOrder, { subscriptionItemId: itemId });
  return { status: order.status, checks: await em().count(DispensingCheck, { order: order.id }), register: await em().count(PomRegisterEntry, { subscriptionItemId: itemId }) };
}

describe('the Responsible Pharmacist record', () => {
  it('signs a pharmacist in and out, one at a time, and refuses everyone else, changing nothing', async () => {
    const pharmacist = await pharmacistSession(app);
    const staff = await staffSession();
    expect((await pharmacist.agent.get('/v2/admin/data/pharmacy-status').expect(200)).body).toEqual({
      responsible_pharmacist: null,
      pharmacist: { user_id: expect.any(Number), full_name: DEMO_PHARMACIST.name, gphc_number: DEMO_PHARMACIST.gphcNumber },
    });
    expect((await staff.agent.get('/v2/admin/data/pharmacy-status').expect(200)).body.pharmacist).toBeNull();

    // A non-pharmacist may not take charge.
    const before = await em().count(ResponsiblePharmacistRecord);
    const refused = await post(staff, '/v2/admin/form/responsible-pharmacist/sign-in').expect(403);
    expect(refused.body).toMatchObject({ error: 'PHARMACY.NOT_A_PHARMACIST', message: 'Only a registered pharmacist can sign in as the responsible pharmacist. Your account has no pharmacist profile.' });
    await post(staff, '/v2/admin/form/responsible-pharmacist/sign-out').expect(403);
    expect(await em().count(ResponsiblePharmacistRecord)).toBe(before);

    const spell = (await post(pharmacist, '/v2/admin/form/responsible-pharmacist/sign-in').expect(200)).body;
    expect(spell).toMatchObject({ pharmacist_name: 'Sophie Clarke', gphc_number: '2087654', premises_gphc_number: '9000001', signed_out_at: null });
    // Signing in again while in charge is the same spell, not a second one.
    expect((await post(pharmacist, '/v2/admin/form/responsible-pharmacist/sign-in').expect(200)).body.id).toBe(spell.id);

    // A second pharmacist cannot take charge while the first is, nor sign her out.
    const email = `locum-${Date.now()}@example.com`;
    await run(new CreateAdminCommand(email, 'a-long-locum-password', 'Omar', 'Haddad'));
    await run(new SetPharmacistProfileCommand(email, { fullName: 'Omar Haddad', gphcNumber: '2099999' }));
    const locum = await signedInSession(app, email, 'a-long-locum-password');
    const taken = await post(locum, '/v2/admin/form/responsible-pharmacist/sign-in').expect(409);
    expect(taken.body).toMatchObject({ error: 'PHARMACY.ANOTHER_RESPONSIBLE_PHARMACIST', message: expect.stringContaining('Sophie Clarke (GPhC 2087654) is signed in as the responsible pharmacist') });
    expect((await post(locum, '/v2/admin/form/responsible-pharmacist/sign-out').expect(409)).body.error).toBe('PHARMACY.NOT_RESPONSIBLE_PHARMACIST');
    expect(await openSpells()).toBe(1);
    expect((await staff.agent.get('/v2/admin/data/pharmacy-status').expect(200)).body.responsible_pharmacist).toMatchObject({ id: spell.id, pharmacist_name: 'Sophie Clarke' });

    clock.advance(8 * 3600 * 1000);
    const closed = (await post(await pharmacistSession(app), '/v2/admin/form/responsible-pharmacist/sign-out').expect(200)).body;
    expect(closed).toMatchObject({ id: spell.id, signed_in_at: spell.signed_in_at, signed_out_at: expect.any(String) });
    expect(Date.parse(closed.signed_out_at) - Date.parse(spell.signed_in_at)).toBeGreaterThanOrEqual(8 * 3600 * 1000);
    expect((await post(await pharmacistSession(app), '/v2/admin/form/responsible-pharmacist/sign-out').expect(409)).body.error).toBe('PHARMACY.NOT_RESPONSIBLE_PHARMACIST');

    // Now the locum can take over; the record lists the spells newest first.
    const locumSpell = (await post(await signedInSession(app, email, 'a-long-locum-password'), '/v2/admin/form/responsible-pharmacist/sign-in').expect(200)).body;
    const records = (await staff.agent.get('/v2/admin/data/responsible-pharmacist/records').expect(200)).body;
    expect(records).toMatchObject({ page: 1, perPage: 20 });
    expect(records.data.slice(0, 2)).toEqual([
      expect.objectContaining({ id: locumSpell.id, pharmacist_name: 'Omar Haddad', gphc_number: '2099999', signed_out_at: null }),
      expect.objectContaining({ id: spell.id, pharmacist_name: 'Sophie Clarke', signed_out_at: closed.signed_out_at }),
    ]);
    await staff.agent.get('/v2/admin/data/responsible-pharmacist/records').query({ perPage: 0 }).expect(400);
    await post(await signedInSession(app, email, 'a-long-locum-password'), '/v2/admin/form/responsible-pharmacist/sign-out').expect(200);
  });

  it('is append-only in the database itself: only an open spell’s time out can be set, once; nothing is deleted', async () => {
    const pharmacist = await pharmacistSession(app);
    const open = (await post(pharmacist, '/v2/admin/form/responsible-pharmacist/sign-in').expect(200)).body;
    const sql = (statement: string) => em().getConnection().execute(statement);
    await expect(sql(`update responsible_pharmacist_record set pharmacist_name = 'Someone Else' where id = ${open.id}`)).rejects.toThrow(/append-only/);
    await expect(sql(`update responsible_pharmacist_record set signed_out_at = signed_in_at - interval '1 hour' where id = ${open.id}`)).rejects.toThrow(/append-only/);
    await post(pharmacist, '/v2/admin/form/responsible-pharmacist/sign-out').expect(200);
    const closed = await em().findOneOrFail(ResponsiblePharmacistRecord, open.id);
    await expect(sql(`update responsible_pharmacist_record set signed_out_at = now() where id = ${open.id}`)).rejects.toThrow(/append-only/);
    await expect(sql(`delete from responsible_pharmacist_record where id = ${open.id}`)).rejects.toThrow(/append-only/);
    await expect(sql('truncate responsible_pharmacist_record')).rejects.toThrow(/append-only/);
    expect(await em().findOneOrFail(ResponsiblePharmacistRecord, open.id)).toEqual(closed);
  });

  it('outlives the retention sweep: years on, every spell is still there', async () => {
    const spells = await em().count(ResponsiblePharmacistRecord);
    expect(spells).toBeGreaterThan(0);
    clock.travelTo(clock.daysFromToday(6 * 366));
    await sweepRetention(app);
    expect(await em().count(ResponsiblePharmacistRecord)).toBe(spells);
  });
});

describe('the checks before Ship', () => {
  it('refuses Ship without each check and without a responsible pharmacist, changing nothing, and ships once all are there', async () => {
    const { customer, itemId, itemCode } = await waitingSupply();
    const pharmacist = await pharmacistSession(app);
    const staff = await staffSession();
    // This order as the dispatch list shows it under one of its filters (undefined when the filter leaves it out).
    const dispatchRow = async (check: string) =>
      ((await staff.agent.get('/v2/admin/data/dispatch').query({ keyword: `#${customer.subscriptionId}`, check }).expect(200)).body.data as { item_id: number }[]).find((row) => row.item_id === itemId);
    await post(pharmacist, '/v2/admin/form/responsible-pharmacist/sign-in').expect(200);

    // No clinical check yet.
    const state = await untouched(itemId);
    expect(state).toEqual({ status: 'waiting', checks: 0, register: 0 });
    expect(await dispatchRow('awaiting-clinical-check')).toMatchObject({ check_stage: 'awaiting-clinical-check', clinical_check: null, accuracy_check: null });
    expect(await dispatchRow('ready-to-ship')).toBeUndefined();
    const noClinical = await post(staff, '/v2/admin/form/ship', { id: itemId }).expect(409);
    expect(noClinical.body).toMatchObject({ error: 'FULFILMENT.CLINICAL_CHECK_MISSING', message: expect.stringContaining('has not had its clinical check') });
    expect(await untouched(itemId)).toEqual(state);

    // Only a pharmacist checks, and the clinical check comes first.
    const notPharmacist = await post(staff, '/v2/admin/form/dispatch/clinical-check', { id: itemId }).expect(403);
    expect(notPharmacist.body).toMatchObject({ error: 'PHARMACY.NOT_A_PHARMACIST', message: 'Only a registered pharmacist can record a clinical check. Your account has no pharmacist profile.' });
    await post(staff, '/v2/admin/form/dispatch/accuracy-check', { id: itemId, product_code: itemCode, batch_number: 'B1', expiry_date: inAYear() }).expect(403);
    const tooEarly = await post(pharmacist, '/v2/admin/form/dispatch/accuracy-check', { id: itemId, product_code: itemCode, batch_number: 'B1', expiry_date: inAYear() }).expect(409);
    expect(tooEarly.body.error).toBe('FULFILMENT.CLINICAL_CHECK_FIRST');
    expect(await untouched(itemId)).toEqual(state);

    const clinical = (await post(pharmacist, '/v2/admin/form/dispatch/clinical-check', { id: itemId }).expect(200)).body;
    expect(clinical).toMatchObject({ kind: 'clinical', pharmacist_name: 'Sophie Clarke', gphc_number: '2087654', batch_number: null });
    expect(await dispatchRow('awaiting-accuracy-check')).toMatchObject({ clinical_check: expect.objectContaining({ pharmacist_name: 'Sophie Clarke' }), accuracy_check: null });
    const noAccuracy = await post(staff, '/v2/admin/form/ship', { id: itemId }).expect(409);
    expect(noAccuracy.body).toMatchObject({ error: 'FULFILMENT.ACCURACY_CHECK_MISSING', message: expect.stringContaining('product code, batch and expiry') });

    // The pack must be the prescribed product, in date, with a batch.
    const afterClinical = await untouched(itemId);
    const wrong = await post(pharmacist, '/v2/admin/form/dispatch/accuracy-check', { id: itemId, product_code: 'XX-999', batch_number: 'B1', expiry_date: inAYear() }).expect(400);
    expect(wrong.body).toMatchObject({ error: 'FULFILMENT.WRONG_PRODUCT', fields: { product_code: [expect.stringContaining(`is not the prescribed ${itemCode}`)] } });
    const expired = await post(pharmacist, '/v2/admin/form/dispatch/accuracy-check', { id: itemId, product_code: itemCode, batch_number: 'B1', expiry_date: clock.today() }).expect(400);
    expect(expired.body).toMatchObject({ error: 'FULFILMENT.PACK_EXPIRED', fields: { expiry_date: [expect.stringContaining('an expired pack cannot be supplied')] } });
    const malformed = await post(pharmacist, '/v2/admin/form/dispatch/accuracy-check', { id: itemId, product_code: itemCode, batch_number: '', expiry_date: '2027-02-30' }).expect(400);
    expect(Object.keys(malformed.body.fields).sort()).toEqual(['batch_number', 'expiry_date']);
    expect(await untouched(itemId)).toEqual(afterClinical);

    const expiry = inAYear();
    const accuracy = (await post(pharmacist, '/v2/admin/form/dispatch/accuracy-check', { id: itemId, product_code: ` ${itemCode.toLowerCase()} `, batch_number: 'tc2611a', expiry_date: expiry }).expect(200)).body;
    expect(accuracy).toMatchObject({ kind: 'accuracy', product_code: itemCode, batch_number: 'TC2611A', expiry_date: expiry });
    expect(await dispatchRow('ready-to-ship')).toMatchObject({ check_stage: 'ready-to-ship', accuracy_check: expect.objectContaining({ batch_number: 'TC2611A' }) });

    // No pharmacist in charge: nothing leaves.
    await post(pharmacist, '/v2/admin/form/responsible-pharmacist/sign-out').expect(200);
    const ready = await untouched(itemId);
    const noPharmacist = await post(staff, '/v2/admin/form/ship', { id: itemId }).expect(409);
    expect(noPharmacist.body).toMatchObject({ error: 'FULFILMENT.NO_RESPONSIBLE_PHARMACIST', message: expect.stringContaining('No responsible pharmacist is signed in') });
    expect(await untouched(itemId)).toEqual(ready);
    expect((await subscriptionOf(app, customer.subscriptionId)).items.getItems()[0].status).toBe('paid');

    // In charge again: staff may press Ship, and the checked pack goes on the label and into the register.
    await post(pharmacist, '/v2/admin/form/responsible-pharmacist/sign-in').expect(200);
    await post(staff, '/v2/admin/form/ship', { id: itemId }).expect(200);
    const register = await em().findOneOrFail(PomRegisterEntry, { subscriptionItemId: itemId });
    expect(register).toMatchObject({ batchNumber: 'TC2611A', batchExpiresOn: expiry });
    const row = (await staff.agent.get('/v2/admin/data/pom').query({ id: `PRX${register.prescriptionId}` }).expect(200)).body.data[0];
    expect(row).toMatchObject({ batch_number: 'TC2611A', batch_expiry: expiry });
    const label = await staff.agent.get('/v2/admin/form/ship/pdf/dispensing-label').query({ id: itemId }).buffer(true).parse(binary).expect(200);
    expect((await readPdfText(label.body as Buffer)).text).toContain(`Batch TC2611A · Exp ${expiry.split('-').reverse().join('/')}`);

    // The export carries the same columns, after the spec's.
    const { job_id: jobId } = (await post(staff, '/v2/admin/form/pom/export', { id: `PRX${register.prescriptionId}` }).expect(200)).body;
    const done = await eventually(async () => {
      const status = (await staff.agent.get(`/v2/admin/data/pom/export/${jobId}`).expect(200)).body;
      return status.state === 'completed' ? status : undefined;
    });
    const file = await staff.agent.get(done.download_url).buffer(true).parse(binary).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file.body as Buffer).buffer);
    const sheet = workbook.getWorksheet('POM register')!;
    expect(sheet.getRow(1).getCell(13).value).toBe('Batch');
    expect(sheet.getRow(1).getCell(14).value).toBe('Batch Expiry');
    expect([sheet.getRow(2).getCell(13).value, sheet.getRow(2).getCell(14).value]).toEqual(['TC2611A', expiry]);

    // Shipped: no more checks.
    expect((await post(pharmacist, '/v2/admin/form/dispatch/clinical-check', { id: itemId }).expect(409)).body.error).toBe('FULFILMENT.ALREADY_SHIPPED');
    await post(pharmacist, '/v2/admin/form/responsible-pharmacist/sign-out').expect(200);
  });

  it('refuses Ship when the checked pack has expired since its check', async () => {
    const { itemId, itemCode } = await waitingSupply();
    const pharmacist = await pharmacistSession(app);
    await post(pharmacist, '/v2/admin/form/responsible-pharmacist/sign-in').expect(200);
    await post(pharmacist, '/v2/admin/form/dispatch/clinical-check', { id: itemId }).expect(200);
    const tomorrow = clock.daysFromToday(1);
    await post(pharmacist, '/v2/admin/form/dispatch/accuracy-check', { id: itemId, product_code: itemCode, batch_number: 'SHORT1', expiry_date: tomorrow }).expect(200);
    clock.travelTo(clock.daysFromToday(2));
    const again = await pharmacistSession(app);
    const before = await untouched(itemId);
    const refused = await post(again, '/v2/admin/form/ship', { id: itemId }).expect(409);
    expect(refused.body).toMatchObject({ error: 'FULFILMENT.CHECKED_PACK_EXPIRED', message: expect.stringContaining('record the accuracy check again') });
    expect(await untouched(itemId)).toEqual(before);
    // A new pack, checked again: the newest check counts.
    await post(again, '/v2/admin/form/dispatch/accuracy-check', { id: itemId, product_code: itemCode, batch_number: 'FRESH1', expiry_date: clock.daysFromToday(400) }).expect(200);
    await post(again, '/v2/admin/form/ship', { id: itemId }).expect(200);
    expect(await em().findOneOrFail(PomRegisterEntry, { subscriptionItemId: itemId })).toMatchObject({ batchNumber: 'FRESH1' });
    await post(again, '/v2/admin/form/responsible-pharmacist/sign-out').expect(200);
  });

  it('shows the pharmacist the prescription and the patient’s earlier supplies, and refuses bad ids', async () => {
    const { customer, itemId } = await waitingSupply();
    await checkedByPharmacist(app, itemId);
    await post(await pharmacistSession(app), '/v2/admin/form/ship', { id: itemId }).expect(200);
    // The renewal: its check shows the pharmacist the first supply, with the batch it came from.
    clock.travelTo((await subscriptionOf(app, customer.subscriptionId)).dueAt!);
    await sweep(app);
    const second = (await subscriptionOf(app, customer.subscriptionId)).items.getItems().find((item) => item.id !== itemId && item.status === 'paid')!.id;
    const pharmacist = await pharmacistSession(app);
    const detail = (await pharmacist.agent.get(`/v2/admin/data/dispatch/items/${second}`).expect(200)).body;
    expect(detail).toMatchObject({
      patient_user_id: customer.userId,
      order: { item_id: second, status: 'waiting', check_stage: 'awaiting-clinical-check' },
      prescription: { patient_name: expect.stringContaining('Priya'), prescriber: 'Dr Amelia Hart, GMC 7000001', quantity: expect.any(String), directions: expect.any(String) },
      earlier_supplies: [expect.objectContaining({ order_id: `DO-${String(itemId).padStart(6, '0')}`, batch_number: 'TESTBATCH1' })],
    });
    await pharmacist.agent.get('/v2/admin/data/dispatch/items/99999999').expect(409);
    await pharmacist.agent.get('/v2/admin/data/dispatch/items/abc').expect(400);
    await post(pharmacist, '/v2/admin/form/dispatch/clinical-check', { id: 99999999 }).expect(404);
    await post(pharmacist, '/v2/admin/form/dispatch/clinical-check', { id: 'x' }).expect(400);
    await post(pharmacist, '/v2/admin/form/responsible-pharmacist/sign-out').expect(200);
  });
});

describe('registration shown', () => {
  it('lists the pharmacy, its superintendent, the CQC registration, every prescriber and who is in charge, to anyone, marked demo', async () => {
    const read = async () => (await request(app.getHttpServer()).get('/content/regulatory-information').expect(200)).body;
    const nobody = await read();
    expect(nobody).toMatchObject({
      demo: true,
      pharmacy: { name: 'Derm Shop Pharmacy', gphcPremisesNumber: '9000001', addressLines: expect.arrayContaining(['M1 3HE']) },
      superintendent: { name: 'Daniel Okafor', gphcNumber: '2076543' },
      prescribingService: { cqcProviderId: '1-000000000' },
      company: { legalName: 'Derm Shop Ltd', registeredIn: 'England and Wales' },
      responsiblePharmacist: null,
    });
    expect(nobody.prescribers).toContainEqual({ name: 'Dr Amelia Hart', professionalBody: 'GMC', registrationNumber: '7000001' });
    await post(await pharmacistSession(app), '/v2/admin/form/responsible-pharmacist/sign-in').expect(200);
    expect((await read()).responsiblePharmacist).toEqual({ name: 'Sophie Clarke', gphcNumber: '2087654', since: expect.any(String) });
    await post(await pharmacistSession(app), '/v2/admin/form/responsible-pharmacist/sign-out').expect(200);
  });
});
