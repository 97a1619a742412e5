import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Stripe's REST API the shop calls, so the real
 * Stripe adapter (the official SDK) is tested without the internet: customers,
 * setup intents, card payment methods (saved and detached), payment intents (confirmed at creation, with
 * Stripe's decline and authentication behaviours), refunds and Idempotency-Key replay.
 * `attachCard` stands in for Stripe.js saving a card from the browser.
 */
/** The secret the stand-in's webhook events are signed with, and the app is configured to check. */
export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in';

type Behaviour = 'succeeds' | 'charge_declined' | 'requires_authentication';
const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
const TEST_CARDS: Record<string, Behaviour> = {
  '4242424242424242': 'succeeds',
  '4000000000000341': 'charge_declined',
  '4000000000009987': 'charge_declined',
  '4000000000009979': 'charge_declined',
  '4000002760003184': 'requires_authentication',
};
/** Stripe's decline_code on the charges of each decline test card (a card error's `code` is 'card_declined' for all of them). */
const DECLINE_CODES: Record<string, string> = { '4000000000000341': 'generic_decline', '4000000000009987': 'lost_card', '4000000000009979': 'stolen_card' };

interface StoredObject extends Record<string, unknown> {
  id: string;
}

export class StripeStandIn {
  private server?: Server;
  private readonly objects = new Map<string, StoredObject>();
  private readonly behaviours = new Map<string, Behaviour>();
  private readonly declineCodes = new Map<string, string>();
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  /** Every request received, for tests that count calls. */
  readonly requests: { method: string; path: string; idempotencyKey?: string }[] = [];

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(port = 0): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
  }

  /** What the bank's 3-D Secure page does: the customer passes or fails the check. */
  authenticate(paymentIntentId: string, passed: boolean): void {
    const intent = this.objects.get(paymentIntentId);
    const offSessionNeedsCustomer = intent?.status === 'requires_payment_method' && (intent.last_payment_error as { code?: string } | null)?.code === 'authentication_required';
    if (!intent || (intent.status !== 'requires_action' && !offSessionNeedsCustomer)) return;
    Object.assign(intent, passed ? { status: 'succeeded' } : { status: 'requires_payment_method', last_payment_error: { message: AUTHENTICATION_FAILED, type: 'card_error' } });
  }

  /** The amounts charged by a payment intent (one when succeeded) and refunded from it, for tests. */
  charged(paymentIntentId: string): number[] {
    const intent = this.objects.get(paymentIntentId);
    return intent?.status === 'succeeded' ? [intent.amount as number] : [];
  }

  refunded(paymentIntentId: string): number[] {
    return [...this.objects.values()].filter((object) => object.object === 'refund' && object.payment_intent === paymentIntentId).map((refund) => refund.amount as number);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** What Stripe.js does when a customer saves a card: a card payment method on the customer. */
  attachCard(customerId: string, number: string): string {
    const digits = number.replace(/\s/g, '');
    const method = this.store('pm', {
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      card: { brand: 'visa', last4: digits.slice(-4), exp_month: 12, exp_year: 2034, fingerprint: `fp${digits.slice(-8)}` },
      billing_details: { name: 'Priya Shah' },
    });
    this.behaviours.set(method.id, TEST_CARDS[digits] ?? 'succeeds');
    if (DECLINE_CODES[digits]) this.declineCodes.set(method.id, DECLINE_CODES[digits]);
    return method.id;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const form = new URLSearchParams(await readBody(request));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname, idempotencyKey });

    const replayKey = idempotencyKey && `${request.method} ${url.pathname} ${idempotencyKey}`;
    const reply = (replayKey && this.replies.get(replayKey)) || this.route(request.method ?? 'GET', url, form);
    if (replayKey) this.replies.set(replayKey, reply);
    response.writeHead(reply.status, { 'Content-Type': 'application/json', ...(replayKey && { 'Idempotent-Replayed': 'true' }) });
    response.end(JSON.stringify(reply.body));
  }

  private route(method: string, url: URL, form: URLSearchParams): { status: number; body: unknown } {
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/customers') {
      return ok(this.store('cus', { object: 'customer', email: form.get('email'), name: form.get('name'), metadata: metadataOf(form) }));
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const intent = this.store('seti', { object: 'setup_intent', customer: form.get('customer'), status: 'requires_payment_method' });
      return ok({ ...intent, client_secret: `${intent.id}_secret_${random()}` });
    }
    if (method === 'GET' && path === '/v1/payment_methods') {
      const data = [...this.objects.values()].filter((object) => object.object === 'payment_method' && object.customer === url.searchParams.get('customer'));
      return ok({ object: 'list', data, has_more: false, url: path });
    }
    const methodMatch = /^\/v1\/payment_methods\/([\w]+)$/.exec(path);
    if (method === 'GET' && methodMatch) {
      const paymentMethod = this.objects.get(methodMatch[1]);
      return paymentMethod ? ok(paymentMethod) : notFound(methodMatch[1]);
    }
    const detachMatch = /^\/v1\/payment_methods\/([\w]+)\/detach$/.exec(path);
    if (method === 'POST' && detachMatch) {
      const paymentMethod = this.objects.get(detachMatch[1]);
      if (!paymentMethod) return notFound(detachMatch[1]);
      paymentMethod.customer = null;
      return ok(paymentMethod);
    }
    if (method === 'POST' && path === '/v1/payment_intents') return this.createPayment(form);
    const intentMatch = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (method === 'GET' && intentMatch) {
      const intent = this.objects.get(intentMatch[1]);
      return intent ? ok(intent) : notFound(intentMatch[1]);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.objects.get(form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') return { status: 400, body: { error: { type: 'invalid_request_error', message: 'This PaymentIntent does not have a successful charge to refund.' } } };
      return ok(this.store('re', { object: 'refund', payment_intent: intent.id, amount: intent.amount, status: 'succeeded' }));
    }
    return notFound(path);
  }

  private createPayment(form: URLSearchParams): { status: number; body: unknown } {
    const methodId = form.get('payment_method') ?? '';
    const method = this.objects.get(methodId);
    if (!method || method.customer !== form.get('customer')) return notFound(methodId);
    const behaviour = this.behaviours.get(methodId);
    const status = behaviour === 'succeeds' ? 'succeeded' : behaviour === 'requires_authentication' ? 'requires_action' : 'requires_payment_method';
    const offSession = form.get('off_session') === 'true';
    // Off session, a card that wants 3-D Secure is refused with authentication_required; the customer confirms it later.
    const declined =
      behaviour === 'charge_declined'
        ? { code: 'card_declined', decline_code: this.declineCodes.get(methodId), message: 'Your card was declined.', type: 'card_error' }
        : offSession && status === 'requires_action'
          ? { code: 'authentication_required', message: 'This payment requires authentication.', type: 'card_error' }
          : null;
    const intent = this.store('pi', {
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency'),
      customer: form.get('customer'),
      // As Stripe does, a failed attempt leaves the card on the error, not on the intent.
      payment_method: declined ? null : methodId,
      description: form.get('description'),
      metadata: metadataOf(form),
      status: declined ? 'requires_payment_method' : status,
      last_payment_error: declined ? { ...declined, payment_method: { id: methodId, object: 'payment_method' } } : null,
    });
    Object.assign(intent, { client_secret: `${intent.id}_secret_${random()}` });
    // Stripe answers a declined confirmation with a 402 card error that carries the intent.
    if (declined) return { status: 402, body: { error: { ...declined, payment_intent: intent } } };
    return ok(intent);
  }

  private store(prefix: string, fields: Record<string, unknown>): StoredObject {
    const object = { id: `${prefix}_${random()}`, livemode: false, created: Math.floor(Date.now() / 1000), ...fields };
    this.objects.set(object.id, object);
    return object;
  }
}

const random = () => randomBytes(10).toString('hex');
const ok = (body: unknown) => ({ status: 200, body });
const notFound = (id: string) => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` } } });

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]] = value;
  }
  return metadata;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
