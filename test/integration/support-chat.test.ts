import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ChatConversation } from '../../src/modules/messaging/infrastructure/chat-conversation.entity';
import { ChatMessage } from '../../src/modules/messaging/infrastructure/chat-message.entity';
import { CHAT_STREAM_LIMITS } from '../../src/modules/messaging/domain/chat-stream-limits';
import { CHAT_STREAM_LIMITS_IN_FORCE } from '../../src/modules/messaging/infrastructure/chat-stream-slots';
import { cookieOf, type EventStream, openEventStream } from '../support/event-stream';
import { type Agent, createTestApp, eventually, newlySignedUpCustomer, ormOf, randomClientAddress } from '../support/test-app';
import { appWithSignedInAdmin, type SignedInSession } from '../support/signed-in-admin';

let app: NestExpressApplication;
let admin: SignedInSession;

beforeAll(async () => ({ app, admin } = await appWithSignedInAdmin()));
afterAll(() => app.close());

type Session = { agent: Agent; csrfToken: string };
type Message = { id: number; content_plain: string; is_incoming: 0 | 1; from: string; sender_id: number; created_at: string };

const say = (customer: Session, message: unknown) => customer.agent.post('/v2/profile/form/chat').set('x-csrf-token', customer.csrfToken).send({ message });
const reply = (userId: unknown, message: unknown) => admin.agent.post('/v2/admin/form/send-user-chat').set('x-csrf-token', admin.csrfToken).send({ user_id: userId, message });
const page = async (customer: Session, lastId?: number): Promise<Message[]> =>
  (await customer.agent.get('/v2/profile/data/chat').query(lastId ? { last_id: lastId } : {}).expect(200)).body.messages;
const messagesOf = (customerId: number) => ormOf(app).em.fork().count(ChatMessage, { customerId });
const conversationOf = (customerId: number) => ormOf(app).em.fork().findOne(ChatConversation, { customerId });
const mailTo = async (email: string): Promise<{ subject: string; text: string }[]> =>
  (await request(app.getHttpServer()).get('/dev/mailbox.json').query({ to: email }).expect(200)).body;
const REPLY_SUBJECT = 'Our team has replied to your message';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the customer side of the chat', () => {
  it('sends messages and reads them back newest first, page by page, until an empty page', async () => {
    const customer = await newlySignedUpCustomer(app);
    expect(await page(customer)).toEqual([]);
    // Taking turns with the team: customers may send only 20 messages a minute.
    for (let n = 1; n <= 35; n++) await (n % 2 ? say(customer, `Message ${n}`) : reply(customer.userId, `Message ${n}`)).expect(200);

    const first = await page(customer);
    expect(first).toHaveLength(30);
    expect(first[0]).toMatchObject({ content_plain: 'Message 35', is_incoming: 0, from: 'customer', sender_id: customer.userId });
    expect(first[1]).toMatchObject({ content_plain: 'Message 34', is_incoming: 1, from: 'team' });
    const second = await page(customer, first.at(-1)!.id);
    expect(second.map((message) => message.content_plain)).toEqual(['Message 5', 'Message 4', 'Message 3', 'Message 2', 'Message 1']);
    expect(await page(customer, second.at(-1)!.id)).toEqual([]);
  });

  it('keeps markup as plain text, exactly as typed', async () => {
    const customer = await newlySignedUpCustomer(app);
    const sent = await say(customer, '  <img src=x onerror="alert(1)"> <b>bold?</b>\r\nsecond line  ').expect(200);
    expect(sent.headers['content-type']).toMatch(/^application\/json/);
    expect(sent.body.content_plain).toBe('<img src=x onerror="alert(1)"> <b>bold?</b>\nsecond line');
    expect((await page(customer))[0].content_plain).toBe('<img src=x onerror="alert(1)"> <b>bold?</b>\nsecond line');
  });

  it('refuses empty, whitespace-only, missing and overlong messages with a 400 naming the field, storing nothing', async () => {
    const customer = await newlySignedUpCustomer(app);
    for (const message of ['', '   \n\t ', undefined, 42]) {
      const refused = await say(customer, message).expect(400);
      expect(refused.body.fields).toEqual({ message: ['Please write a message before sending.'] });
    }
    const long = await say(customer, 'x'.repeat(2001)).expect(400);
    expect(long.body.fields).toEqual({ message: ['Please keep messages under 2000 characters.'] });
    const badPage = await customer.agent.get('/v2/profile/data/chat').query({ last_id: 'abc' }).expect(400);
    expect(badPage.body.fields).toEqual({ last_id: ['last_id must be a whole number.'] });
    expect(await messagesOf(customer.userId)).toBe(0);
    expect(await conversationOf(customer.userId)).toBeNull();
  });

  it("never shows one customer another's messages, by any call", async () => {
    const owner = await newlySignedUpCustomer(app);
    const stranger = await newlySignedUpCustomer(app);
    const secret = (await say(owner, 'My private question').expect(200)).body as Message;
    await say(stranger, 'Hello').expect(200);

    expect((await page(stranger)).map((message) => message.content_plain)).toEqual(['Hello']);
    expect(await page(stranger, secret.id + 1)).not.toContainEqual(expect.objectContaining({ id: secret.id }));
    await stranger.agent.get('/v2/admin/data/get-user-chat').query({ user_id: owner.userId }).expect(403);
    await stranger.agent.get('/v2/admin/data/get-chats').expect(403);
    await stranger.agent.get('/v2/admin/data/get-chat-customer').query({ user_id: owner.userId }).expect(403);
    await stranger.agent.post('/v2/admin/form/send-user-chat').set('x-csrf-token', stranger.csrfToken).send({ user_id: owner.userId, message: 'Hi' }).expect(403);
    // The customer's own send takes no user id: one naming another customer is refused outright.
    await stranger.agent.post('/v2/profile/form/chat').set('x-csrf-token', stranger.csrfToken).send({ message: 'Hi', user_id: owner.userId }).expect(400);
    expect(await messagesOf(owner.userId)).toBe(1);
  });

  it('is for signed-in customers only, and the team calls for admins only', async () => {
    const guest = request.agent(app.getHttpServer());
    await guest.get('/v2/profile/data/chat').expect(401);
    await guest.post('/v2/profile/form/chat').send({ message: 'hi' }).expect(401);
    await guest.get('/v2/profile/data/chat-events').set('Accept', 'text/event-stream').expect(401);
    for (const path of ['/v2/admin/data/get-chats', '/v2/admin/data/get-user-chat?user_id=1', '/v2/admin/data/get-chat-customer?user_id=1', '/v2/admin/data/chat-events']) {
      await guest.get(path).set('Accept', 'text/event-stream').expect(401);
    }
    await guest.post('/v2/admin/form/send-user-chat').send({ user_id: 1, message: 'hi' }).expect(401);
    const customer = await newlySignedUpCustomer(app);
    await customer.agent.get('/v2/admin/data/chat-events').set('Accept', 'text/event-stream').expect(403);
  });
});

describe('the team side of the chat', () => {
  it('answers a customer, who sees the answer as incoming; both sides read the same conversation', async () => {
    const customer = await newlySignedUpCustomer(app);
    await say(customer, 'Is it fine with SPF?').expect(200);
    const answer = await reply(customer.userId, 'Yes, SPF 30 or higher every morning.').expect(200);
    expect(answer.body).toMatchObject({ content_plain: 'Yes, SPF 30 or higher every morning.', is_incoming: 0, from: 'team' });

    expect((await page(customer)).map((message) => [message.content_plain, message.is_incoming, message.from])).toEqual([
      ['Yes, SPF 30 or higher every morning.', 1, 'team'],
      ['Is it fine with SPF?', 0, 'customer'],
    ]);
    const teamView = (await admin.agent.get('/v2/admin/data/get-user-chat').query({ user_id: customer.userId }).expect(200)).body.messages as Message[];
    expect(teamView.map((message) => [message.content_plain, message.is_incoming])).toEqual([
      ['Yes, SPF 30 or higher every morning.', 0],
      ['Is it fine with SPF?', 1],
    ]);
    const older = (await admin.agent.get('/v2/admin/data/get-user-chat').query({ user_id: customer.userId, last_id: teamView[0].id }).expect(200)).body.messages;
    expect(older.map((message: Message) => message.content_plain)).toEqual(['Is it fine with SPF?']);
  });

  it('lists conversations with search, paging and the unanswered ones first', async () => {
    const answered = await newlySignedUpCustomer(app, { first_name: 'Zanele', last_name: 'Okafor' });
    const waiting = await newlySignedUpCustomer(app, { first_name: 'Zanele', last_name: 'Mbeki' });
    await say(waiting, 'Still waiting').expect(200);
    await say(answered, 'First question').expect(200);
    await reply(answered.userId, 'Answered').expect(200);

    const list = (query: Record<string, unknown>) => admin.agent.get('/v2/admin/data/get-chats').query(query).expect(200);
    const latest = (await list({ keyword: '  ZANELE ', perPage: 10 })).body;
    expect(latest.total).toBe(2);
    expect(latest.data.map((row: { id: number }) => row.id)).toEqual([answered.userId, waiting.userId]);
    expect(latest.data[0]).toMatchObject({ fname: 'Zanele', sname: 'Okafor', email: answered.email, last_message: 'Answered', is_incoming: 0, awaiting_reply_since: null });
    expect(latest.data[1]).toMatchObject({ sname: 'Mbeki', last_message: 'Still waiting', is_incoming: 1 });
    expect(latest.data[1].awaiting_reply_since).toEqual(latest.data[1].last_message_at);

    const unansweredFirst = (await list({ keyword: 'zanele', order: 'unanswered' })).body;
    expect(unansweredFirst.data.map((row: { id: number }) => row.id)).toEqual([waiting.userId, answered.userId]);
    expect((await list({ keyword: 'zanele mbeki' })).body.data.map((row: { id: number }) => row.id)).toEqual([waiting.userId]);
    expect((await list({ keyword: waiting.email.toUpperCase() })).body.total).toBe(1);
    expect((await list({ keyword: '%' })).body.total).toBe(0);

    const secondPage = (await list({ keyword: 'zanele', page: 2, perPage: 1 })).body;
    expect(secondPage).toMatchObject({ total: 2, data: [{ id: waiting.userId }] });

    const badPaging = await admin.agent.get('/v2/admin/data/get-chats').query({ page: 0, perPage: 1000, order: 'random' }).expect(400);
    expect(Object.keys(badPaging.body.fields).sort()).toEqual(['order', 'page', 'perPage']);
  });

  it('gives the customer details and running treatments for the conversation, 404 for no such customer', async () => {
    const customer = await newlySignedUpCustomer(app, { first_name: 'Imogen', last_name: 'Reid' });
    const details = (await admin.agent.get('/v2/admin/data/get-chat-customer').query({ user_id: customer.userId }).expect(200)).body;
    expect(details).toMatchObject({ user: { id: customer.userId, name: 'Imogen', surname: 'Reid', email: customer.email }, subscriptions: [] });
    expect(Date.parse(details.user.created_at)).not.toBeNaN();
    await admin.agent.get('/v2/admin/data/get-chat-customer').query({ user_id: 99_999_999 }).expect(404);
    await admin.agent.get('/v2/admin/data/get-chat-customer').query({ user_id: 'x' }).expect(400);
  });

  it('refuses replies to nobody, to staff, and empty ones, storing nothing', async () => {
    const customer = await newlySignedUpCustomer(app);
    const adminId = (await admin.agent.get('/auth/session').expect(200)).body.user.id as number;
    expect((await reply(99_999_999, 'Hello').expect(404)).body.message).toBe('We could not find that customer.');
    await reply(adminId, 'Hello').expect(404);
    expect((await reply(customer.userId, '  ').expect(400)).body.fields).toEqual({ message: ['Please write a message before sending.'] });
    expect((await reply('abc', 'Hello').expect(400)).body.fields).toEqual({ user_id: ['user_id must be a whole number.'] });
    expect(await messagesOf(customer.userId)).toBe(0);
    expect(await messagesOf(adminId)).toBe(0);
  });
});

describe('replies without a reload, and emails when away', () => {
  it('streams the team’s reply to the customer’s open page through the compression middleware, and customer messages to the team', async () => {
    const customer = await newlySignedUpCustomer(app);
    const customerStream = await openEventStream(app, '/v2/profile/data/chat-events', cookieOf(customer.agent));
    const teamStream = await openEventStream(app, '/v2/admin/data/chat-events', cookieOf(admin.agent));
    try {
      expect(customerStream.response.statusCode).toBe(200);
      expect(customerStream.response.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(customerStream.response.headers['content-encoding']).toBeUndefined();
      await customerStream.next('ready');
      await teamStream.next('ready');

      await say(customer, 'Are you there?').expect(200);
      const incoming = await teamStream.next('message', (data) => (data as { customer_id: number }).customer_id === customer.userId);
      expect(incoming.data).toMatchObject({ message: { content_plain: 'Are you there?', is_incoming: 1, from: 'customer' } });

      await reply(customer.userId, 'Yes, how can we help?').expect(200);
      const answer = await customerStream.next('message', (data) => (data as { message: Message }).message.from === 'team');
      expect(answer.data).toMatchObject({ customer_id: customer.userId, message: { content_plain: 'Yes, how can we help?', is_incoming: 1 } });
    } finally {
      customerStream.close();
      teamStream.close();
    }
  });

  it("does not stream one customer's conversation to another", async () => {
    const owner = await newlySignedUpCustomer(app);
    const stranger = await newlySignedUpCustomer(app);
    const strangerStream = await openEventStream(app, '/v2/profile/data/chat-events', cookieOf(stranger.agent));
    try {
      await strangerStream.next('ready');
      await reply(owner.userId, 'Private answer').expect(200);
      await reply(stranger.userId, 'Your answer').expect(200);
      await strangerStream.next('message', (data) => (data as { message: Message }).message.content_plain === 'Your answer');
      await expect(strangerStream.next('message', (data) => (data as { message: Message }).message.content_plain === 'Private answer', 300)).rejects.toThrow();
    } finally {
      strangerStream.close();
    }
  });

  it('ends the stream, delivering nothing more, once its customer signs out', async () => {
    const customer = await newlySignedUpCustomer(app);
    const stream = await openEventStream(app, '/v2/profile/data/chat-events', cookieOf(customer.agent));
    try {
      await stream.next('ready');
      await customer.agent.post('/logout').set('x-csrf-token', customer.csrfToken).expect(204);
      await reply(customer.userId, 'Sent after sign-out').expect(200);
      await stream.ended;
      await expect(stream.next('message', () => true, 100)).rejects.toThrow();
    } finally {
      stream.close();
    }
  });

  it('answers a client that cannot read an event stream with 406 rather than hanging', async () => {
    const customer = await newlySignedUpCustomer(app);
    await customer.agent.get('/v2/profile/data/chat-events').set('Accept', 'application/json').expect(406);
  });

  it('emails an away customer once per batch of unread replies, and never one who has the chat open', async () => {
    const customer = await newlySignedUpCustomer(app, { first_name: 'Hannah' });
    await say(customer, 'Question').expect(200);

    await reply(customer.userId, 'First answer').expect(200);
    const [email] = await eventually(async () => {
      const mail = (await mailTo(customer.email)).filter((message) => message.subject === REPLY_SUBJECT);
      return mail.length ? mail : undefined;
    });
    expect(email.text).toContain('Hi Hannah,');
    expect(email.text).toContain('/v2/profile/chat');
    expect(email.text).not.toContain('First answer');

    await reply(customer.userId, 'Second answer').expect(200);
    await pause(500);
    expect((await mailTo(customer.email)).filter((message) => message.subject === REPLY_SUBJECT)).toHaveLength(1);

    // Reading the chat (page open) then leaving: the next reply is announced again, but not while on the page.
    const stream = await openEventStream(app, '/v2/profile/data/chat-events', cookieOf(customer.agent));
    await stream.next('ready');
    await reply(customer.userId, 'While you read').expect(200);
    await stream.next('message', (data) => (data as { message: Message }).message.content_plain === 'While you read');
    stream.close();
    await eventually(async () => {
      const conversation = await conversationOf(customer.userId);
      return conversation!.customerLastSeenAt! > conversation!.replyEmailedAt! ? true : undefined;
    });
    await pause(200);
    expect((await mailTo(customer.email)).filter((message) => message.subject === REPLY_SUBJECT)).toHaveLength(1);

    await reply(customer.userId, 'After you left').expect(200);
    await eventually(async () => ((await mailTo(customer.email)).filter((message) => message.subject === REPLY_SUBJECT).length === 2 ? true : undefined));
  });
});

describe('limits on live chat streams', () => {
  const CHAT_EVENTS = '/v2/profile/data/chat-events';
  const opened: EventStream[] = [];
  afterEach(() => opened.splice(0).forEach((stream) => stream.close()));

  /** A stream of `customer`'s, open and listening ('ready'), or refused (its answer in `response`). */
  async function streamOf(on: NestExpressApplication, customer: Session, address = randomClientAddress()): Promise<EventStream> {
    const stream = await openEventStream(on, CHAT_EVENTS, cookieOf(customer.agent), address);
    opened.push(stream);
    if (stream.response.statusCode === 200) await stream.next('ready');
    return stream;
  }
  const refusedWith = async (stream: EventStream, status: number) => {
    expect(stream.response.statusCode).toBe(status);
    expect(stream.response.headers['retry-after']).toBe(String(CHAT_STREAM_LIMITS.retryAfterSeconds));
    return stream.refusal();
  };
  /** Once the server has seen a closed stream go, the next one opens: tried until it does. */
  const acceptedOnceReleased = (on: NestExpressApplication, customer: Session, address?: string) =>
    eventually(async () => {
      const stream = await streamOf(on, customer, address);
      return stream.response.statusCode === 200 ? stream : undefined;
    });

  it("refuses a customer's sixth stream with 429 while five are open, and takes a new one once one closes", async () => {
    const customer = await newlySignedUpCustomer(app);
    const five = [];
    for (let n = 0; n < CHAT_STREAM_LIMITS.perUser; n++) five.push(await streamOf(app, customer));
    expect(five.map((stream) => stream.response.statusCode)).toEqual([200, 200, 200, 200, 200]);

    const sixth = await refusedWith(await streamOf(app, customer), 429);
    expect(sixth).toMatchObject({ statusCode: 429, error: 'CHAT.TOO_MANY_STREAMS', message: 'You already have 5 chat windows open. Close one of them, or try again in a minute.' });
    // Another customer is not held back by this one.
    expect((await streamOf(app, await newlySignedUpCustomer(app))).response.statusCode).toBe(200);

    five[0].close();
    const replacement = await acceptedOnceReleased(app, customer);
    await reply(customer.userId, 'Still live').expect(200);
    await replacement.next('message', (data) => (data as { message: Message }).message.content_plain === 'Still live');
    expect((await streamOf(app, customer)).response.statusCode).toBe(429);
  });

  it('refuses the 21st stream from one address with 429, whoever opens it', async () => {
    const address = randomClientAddress();
    const customers = await Promise.all(Array.from({ length: 5 }, () => newlySignedUpCustomer(app)));
    for (const customer of customers.slice(0, 4)) for (let n = 0; n < CHAT_STREAM_LIMITS.perUser; n++) expect((await streamOf(app, customer, address)).response.statusCode).toBe(200);
    const refused = await refusedWith(await streamOf(app, customers[4], address), 429);
    expect(refused.message).toBe('Too many chat windows are open from your network (20). Close one of them, or try again in a minute.');
    expect((await streamOf(app, customers[4])).response.statusCode).toBe(200);
  });

  it("ends every open stream of a session the moment it signs out, without waiting for a message or a keep-alive", async () => {
    const customer = await newlySignedUpCustomer(app);
    const streams = [await streamOf(app, customer), await streamOf(app, customer)];
    await customer.agent.post('/logout').set('x-csrf-token', customer.csrfToken).expect(204);
    const ended = Promise.all(streams.map((stream) => stream.ended)).then(() => 'ended');
    const keepAliveDue = pause(5_000).then(() => 'still open');
    expect(await Promise.race([ended, keepAliveDue])).toBe('ended');
  });

  it("answers 503 with Retry-After past the server's ceiling, and takes a new stream once one closes", async () => {
    const small = await createTestApp({}, [[CHAT_STREAM_LIMITS_IN_FORCE, { ...CHAT_STREAM_LIMITS, perServer: 2 }]]);
    try {
      const [first, second] = await Promise.all([newlySignedUpCustomer(small), newlySignedUpCustomer(small)]);
      const held = [await streamOf(small, first), await streamOf(small, second)];
      expect(held.map((stream) => stream.response.statusCode)).toEqual([200, 200]);
      const refused = await refusedWith(await streamOf(small, first), 503);
      expect(refused).toMatchObject({ statusCode: 503, error: 'CHAT.STREAMS_AT_CAPACITY', message: 'Live chat updates are very busy right now. Your messages are safe: please try again in a minute.' });
      held[1].close();
      await acceptedOnceReleased(small, first);
    } finally {
      opened.splice(0).forEach((stream) => stream.close());
      await small.close();
    }
  });
});
