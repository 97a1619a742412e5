import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { Address } from '../../src/modules/identity/infrastructure/address.entity';
import { User } from '../../src/modules/identity/infrastructure/user.entity';
import { Promotion } from '../../src/modules/catalogue/infrastructure/promotion.entity';
import { answerEverything, customerWithProposal } from '../support/consultation-answers';
import { createTestApp, newlySignedUpCustomer, ormOf } from '../support/test-app';


let app: NestExpressApplication;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const address = { first_name: 'Priya', last_name: 'Shah', email: 'priya@example.com', contact_no: '07700 900123', address_1: '1 High Street', address_2: '', postcode: 'sw1a1aa', city: 'London' };

describe('checkout step 1: patient details', () => {
  it("saves the customer's names and mobile", async () => {
    const customer = await newlySignedUpCustomer(app);
    await customer.agent.post('/v2/subscription/form/update-customer-info').set('x-csrf-token', customer.csrfToken).send({ name: ' Priya ', surname: 'Shah-Jones', phone: '+44 7700 900123' }).expect(200);
    const user = await ormOf(app).em.fork().findOneOrFail(User, customer.userId);
    expect(user).toMatchObject({ firstName: 'Priya', lastName: 'Shah-Jones', mobile: '+44 7700 900123' });
  });

  it('names each bad field and changes nothing', async () => {
    const customer = await newlySignedUpCustomer(app);
    const response = await customer.agent.post('/v2/subscription/form/update-customer-info').set('x-csrf-token', customer.csrfToken).send({ name: '', surname: 'Shah', phone: '12345' }).expect(400);
    expect(response.body.fields).toEqual({ name: ['First name is required.'], phone: ['Please enter a valid UK phone number.'] });
    expect((await ormOf(app).em.fork().findOneOrFail(User, customer.userId)).mobile).toBeUndefined();
  });
});

describe('checkout step 2: address', () => {
  it('keeps one address per customer, with the postcode written the standard way', async () => {
    const customer = await newlySignedUpCustomer(app);
    const save = (body: object) => customer.agent.post('/v2/subscription/form/update-billing-info').set('x-csrf-token', customer.csrfToken).send(body);
    await save(address).expect(200);
    await save({ ...address, address_1: '2 High Street', address_2: 'Flat 3' }).expect(200);
    const saved = await ormOf(app).em.fork().find(Address, { user: customer.userId });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ address1: '2 High Street', address2: 'Flat 3', postcode: 'SW1A 1AA', city: 'London', contactNo: '07700 900123' });
  });

  it('names each bad field and saves nothing', async () => {
    const customer = await newlySignedUpCustomer(app);
    const response = await customer.agent
      .post('/v2/subscription/form/update-billing-info')
      .set('x-csrf-token', customer.csrfToken)
      .send({ ...address, address_1: '  ', postcode: '12345', email: 'nope' })
      .expect(400);
    expect(response.body.fields).toEqual({
      email: ['Please enter a valid email.'],
      address_1: ['Please enter the first line of your address.'],
      postcode: ['Please enter a valid UK postcode.'],
    });
    expect(await ormOf(app).em.fork().count(Address, { user: customer.userId })).toBe(0);
  });

  it('is for signed-in customers only', async () => {
    await request(app.getHttpServer()).post('/v2/subscription/form/update-billing-info').send(address).expect(401);
  });
});

describe('the promo box', () => {
  const apply = (customer: Awaited<ReturnType<typeof newlySignedUpCustomer>>, code: string) =>
    customer.agent.post('/v2/subscription/form/apply-code').set('x-csrf-token', customer.csrfToken).send({ code });

  it('takes 20% off a cream with DERMLOVE10, however it is typed, and can remove it again', async () => {
    const customer = await customerWithProposal(app, 'acne');
    const applied = (await apply(customer, '  dermlove10 ').expect(200)).body;
    expect(applied.promo).toEqual({ code: 'DERMLOVE10', title: '20% off your first order', duration: 'once', type: 'percentage', value: 20 });
    expect(applied.price).toEqual({ original_pence: 4840, discount_pence: 968, credit_pence: 0, total_pence: 3872 });
    const removed = (await customer.agent.post('/v2/subscription/form/remove-code').set('x-csrf-token', customer.csrfToken).expect(200)).body;
    expect(removed).toEqual({ promo: null, price: { original_pence: 4840, discount_pence: 0, credit_pence: 0, total_pence: 4840 } });
  });

  it('refuses DERMLOVE10 on the hormonal acne pill, saying why', async () => {
    const customer = await customerWithProposal(app, 'hormonal-acne', { sex: 'female', birth_date: '1995-05-05' });
    const { options } = (await customer.agent.get('/v2/subscription/proposal').expect(200)).body;
    const pill = options.find((option: { treatment: { title: string } }) => option.treatment.title === 'Hormonal Acne Pill');
    await customer.agent.post('/v2/subscription/proposal/plan').set('x-csrf-token', customer.csrfToken).send({ plan_id: pill.planId }).expect(200);
    const refused = (await apply(customer, 'DERMLOVE10').expect(400)).body;
    expect(refused).toMatchObject({ error: 'PROMO.INVALID', message: 'DERMLOVE10 cannot be used on tablets.', fields: { code: ['DERMLOVE10 cannot be used on tablets.'] } });
  });

  it("answers 'Invalid promo code' for a code that does not exist", async () => {
    const customer = await customerWithProposal(app, 'glow');
    expect((await apply(customer, 'FREESTUFF').expect(400)).body.message).toBe('Invalid promo code');
  });

  it("gives £10 off with a friend's referral code, but not with one's own", async () => {
    const friend = await newlySignedUpCustomer(app);
    const friendCode = (await ormOf(app).em.fork().findOneOrFail(User, friend.userId)).referralCode;
    const customer = await customerWithProposal(app, 'rosacea');
    const applied = (await apply(customer, friendCode.toLowerCase()).expect(200)).body;
    expect(applied.promo).toMatchObject({ code: friendCode, type: 'fixed', value: 10 });
    expect(applied.price).toEqual({ original_pence: 4840, discount_pence: 1000, credit_pence: 0, total_pence: 3840 });

    const ownCode = (await ormOf(app).em.fork().findOneOrFail(User, customer.userId)).referralCode;
    expect((await apply(customer, ownCode).expect(400)).body.message).toBe('You cannot use your own referral code.');
  });

  it('needs a pending subscription', async () => {
    const customer = await newlySignedUpCustomer(app);
    await apply(customer, 'DERMLOVE10').expect(404);
  });

  it('says a code has expired', async () => {
    const em = ormOf(app).em.fork();
    const code = `OLD${Date.now()}`.slice(0, 20);
    em.persist(Object.assign(new Promotion(), { code, title: 'Last summer', type: 'percentage', value: 10, duration: 'once', expiresAt: new Date(Date.now() - 86_400_000) }));
    await em.flush();
    const customer = await customerWithProposal(app, 'acne');
    expect((await apply(customer, code).expect(400)).body.message).toBe('This promo code has expired.');
  });

  it('keeps first-order codes and referral codes to a first order', async () => {
    const friend = await newlySignedUpCustomer(app);
    const friendCode = (await ormOf(app).em.fork().findOneOrFail(User, friend.userId)).referralCode;
    const customer = await customerWithProposal(app, 'acne');
    // The customer's first order is paid; a later consultation proposes a second one.
    const { clientSecret } = (await customer.agent.post('/v2/subscription/form/create-setup-intent').set('x-csrf-token', customer.csrfToken).expect(200)).body;
    const card = await customer.agent.post('/sandbox-provider/setup-intents/confirm').set('x-csrf-token', customer.csrfToken).send({ client_secret: clientSecret, number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }).expect(200);
    await customer.agent.post('/v2/subscription/form/start-subscription').set('x-csrf-token', customer.csrfToken).send({ paymentMethod: card.body.payment_method }).expect(200);
    const draft = (await customer.agent.post('/v2/consultations').set('x-csrf-token', customer.csrfToken).send({ type: 'glow' }).expect(200)).body;
    await answerEverything(customer.agent, customer.csrfToken, draft);
    await customer.agent.post(`/v2/consultations/${draft.id}/submit`).set('x-csrf-token', customer.csrfToken).expect(200);

    expect((await apply(customer, 'DERMLOVE10').expect(400)).body.message).toBe('DERMLOVE10 is for a first order only.');
    expect((await apply(customer, friendCode).expect(400)).body.message).toBe('Referral codes are for a first order only.');
  });
});
