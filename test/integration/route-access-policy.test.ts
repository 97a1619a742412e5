import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Audience } from '../../src/shared/auth/access.decorator';
import { Agent, browserSession, createTestApp, signedInSession } from '../support/test-app';

/**
 * Every route the app registers, with who may call it. A route missing here fails
 * this test, so no endpoint ships without someone deciding its audience.
 */
const ROUTE_POLICY: Record<string, Audience> = {
  'GET /health/live': 'public',
  'GET /health/ready': 'public',
  'GET /v2/admin/data/queues': 'admin',
  'GET /admin': 'public',
  'GET /v2/subscription/data/renewal-payments/:id': 'customer',
  'POST /v2/subscription/form/confirm-renewal-payment': 'customer',
  'GET /auth/session': 'public',
  'POST /login': 'public',
  'POST /logout': 'public',
  'GET /logout': 'public',
  'POST /auth/check-email': 'public',
  'POST /auth/register': 'public',
  'POST /auth/update-data': 'public',
  'GET /auth/registration-progress': 'public',
  'PUT /auth/registration-progress': 'public',
  'POST /auth/verify-email': 'public',
  'POST /auth/resend-code': 'public',
  'POST /auth/second-factor/enrolment': 'second-factor',
  'POST /auth/second-factor/enrolment/confirm': 'second-factor',
  'POST /auth/second-factor/verify': 'second-factor',
  'POST /auth/second-factor/recover': 'second-factor',
  'GET /v2/profile/data/account': 'customer',
  'GET /v2/profile/data/gp-practices': 'customer',
  'GET /v2/profile/data/gp': 'customer',
  'POST /v2/profile/form/gp': 'customer',
  'POST /v2/consultations': 'customer',
  'PUT /v2/consultations/:id/answers': 'customer',
  'POST /v2/consultations/:id/photos': 'customer',
  'DELETE /v2/consultations/:id/photos/:photoId': 'customer',
  'POST /v2/consultations/:id/submit': 'customer',
  'GET /storage/{*path}': 'customer',
  'GET /v2/admin/data/consultations': 'admin',
  'GET /v2/profile/data/chat': 'customer',
  'POST /v2/profile/form/chat': 'customer',
  'GET /v2/profile/data/chat-events': 'customer',
  'GET /v2/profile/data/photos': 'customer',
  'POST /v2/profile/form/upload-photo': 'customer',
  'GET /v2/profile/data/check-ins': 'customer',
  'POST /v2/profile/form/check-in': 'customer',
  'GET /v2/admin/data/get-chats': 'admin',
  'GET /v2/admin/data/get-user-chat': 'admin',
  'GET /v2/admin/data/get-chat-customer': 'admin',
  'POST /v2/admin/form/send-user-chat': 'admin',
  'GET /v2/admin/data/chat-events': 'admin',
  'GET /v2/admin/data/progress-photos': 'admin',
  'GET /v2/subscription/proposal': 'customer',
  'POST /v2/subscription/proposal/plan': 'customer',
  'POST /v2/subscription/form/update-customer-info': 'customer',
  'POST /v2/subscription/form/update-billing-info': 'customer',
  'POST /v2/subscription/form/apply-code': 'customer',
  'POST /v2/subscription/form/remove-code': 'customer',
  'GET /v2/subscription/checkout/data': 'customer',
  'POST /v2/subscription/form/create-setup-intent': 'customer',
  'POST /v2/subscription/form/start-subscription': 'customer',
  'POST /v2/subscription/form/confirm-subscription': 'customer',
  'GET /v2/profile/data/subscriptions': 'customer',
  'POST /v2/subscription/form/update-date': 'customer',
  'POST /v2/subscription/form/change-payment-method': 'customer',
  'POST /v2/subscription/form/cancel': 'customer',
  'POST /v2/subscription/form/postpone': 'customer',
  'POST /v2/subscription/form/pause': 'customer',
  'POST /v2/subscription/form/resume': 'customer',
  'POST /v2/subscription/form/send-now': 'customer',
  'POST /v2/subscription/form/add-on': 'customer',
  'POST /v2/subscription/form/remove-add-on': 'customer',
  'POST /sandbox-provider/setup-intents/confirm': 'public',
  'POST /sandbox-provider/payment-intents/authenticate': 'public',
  'POST /webhooks/payments': 'provider',
  'POST /webhooks/identity-checks': 'provider',
  'POST /webhooks/sms/twilio': 'provider',
  'GET /v2/profile/data/text-messages': 'customer',
  'POST /v2/profile/form/text-messages': 'customer',
  'GET /v2/profile/data/identity-check': 'customer',
  'POST /v2/profile/form/identity-photo': 'customer',
  'POST /v2/profile/form/verify-identity': 'customer',
  'GET /v2/identity-evidence/:id': 'customer',
  'GET /v2/admin/data/identity-checks': 'admin',
  'GET /v2/admin/data/patients/:userId/identity-check': 'admin',
  'POST /v2/admin/form/identity-checks/:id/review': 'admin',
  'POST /v2/admin/form/review': 'admin',
  'POST /v2/admin/form/item-change': 'admin',
  'GET /v2/admin/data/check-ins': 'admin',
  'POST /v2/admin/form/check-in-decision': 'admin',
  'GET /v2/admin/data/order-risk/flags': 'admin',
  'POST /v2/admin/form/order-risk/acknowledge': 'admin',
  'GET /v2/admin/data/safeguards': 'admin',
  'POST /v2/admin/form/safeguards/verification': 'admin',
  'GET /v2/admin/data/prescriptions/:ref/signature': 'admin',
  'GET /v2/admin/data/subscriptions/:id/prescription': 'admin',
  'GET /v2/admin/form/get-subscriptions': 'admin',
  'GET /v2/admin/data/subscription': 'admin',
  'GET /v2/admin/data/get-user-payment-methods': 'admin',
  'POST /v2/admin/form/start-user-subscription': 'admin',
  'POST /v2/admin/form/subscription/update-date': 'admin',
  'POST /v2/admin/form/end-subscription': 'admin',
  'POST /v2/admin/form/subscription/add-item': 'admin',
  'POST /v2/admin/form/subscription/change-item': 'admin',
  'POST /v2/admin/form/subscription/remove-item': 'admin',
  'POST /v2/admin/form/subscription/update-item-status': 'admin',
  'POST /v2/admin/form/subscription/update-item-shipping': 'admin',
  'POST /v2/admin/form/update-user-address': 'admin',
  'POST /admin/order/update-user-note': 'admin',
  'GET /v2/admin/data/treatments': 'admin',
  'POST /v2/admin/form/treatment-item/update': 'admin',
  'POST /v2/admin/form/treatment-item/safeguards': 'admin',
  'GET /v2/admin/data/audit': 'admin',
  'GET /v2/admin/data/prescriber-profile': 'admin',
  'GET /v2/admin/data/pom': 'admin',
  'POST /v2/admin/form/pom/export': 'admin',
  'POST /v2/admin/form/pom/correct': 'admin',
  'GET /v2/admin/data/pom/export/:jobId': 'admin',
  'GET /v2/admin/data/pom/export/:jobId/file': 'admin',
  'POST /v2/admin/form/ship': 'admin',
  'GET /v2/admin/data/dispatch/items/:itemId': 'admin',
  'POST /v2/admin/form/dispatch/clinical-check': 'admin',
  'POST /v2/admin/form/dispatch/accuracy-check': 'admin',
  'GET /v2/admin/data/pharmacy-status': 'admin',
  'GET /v2/admin/data/subscription/gp': 'admin',
  'GET /v2/admin/data/responsible-pharmacist/records': 'admin',
  'POST /v2/admin/form/responsible-pharmacist/sign-in': 'admin',
  'POST /v2/admin/form/responsible-pharmacist/sign-out': 'admin',
  'GET /content/regulatory-information': 'public',
  'GET /v2/admin/form/ship/pdf/:type': 'admin',
  'GET /storage/rm_labels/:file': 'admin',
  'GET /v2/admin/data/dispatch': 'admin',
  'POST /v2/admin/form/dispatch/print': 'admin',
  'GET /v2/admin/data/dispatch/print/:jobId': 'admin',
  'GET /v2/admin/data/dispatch/print/:jobId/file': 'admin',
  'GET /v2/profile/data/data-rights': 'customer',
  'POST /v2/profile/form/data-export': 'customer',
  'GET /v2/profile/data/data-export/:id/file': 'customer',
  'POST /v2/profile/form/erasure-request': 'customer',
  'GET /v2/admin/data/erasure-requests': 'admin',
  'POST /v2/admin/form/erasure-request/decide': 'admin',
  'GET /catalogue/shop': 'public',
  'GET /catalogue/treatments/:slug': 'public',
  'GET /catalogue/conditions/:slug': 'public',
  'GET /catalogue/ingredients': 'public',
  'GET /catalogue/add-ons': 'public',
  'GET /content/home': 'public',
  'GET /content/before-after': 'public',
  'GET /content/team': 'public',
  'GET /content/reviews': 'public',
  'GET /content/journal': 'public',
  'GET /content/journal/:slug': 'public',
  'GET /content/faqs': 'public',
  'GET /content/legal/terms': 'public',
  'GET /content/legal/privacy-policy': 'public',
  'GET /legal/terms.pdf': 'public',
  'GET /legal/privacy-policy.pdf': 'public',
  'POST /newsletter/sign-up': 'public',
  'GET /dev/mailbox.json': 'development',
  'GET /dev/mailbox': 'development',
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  'GET /{*path}': 'public',
};

let app: NestExpressApplication;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

interface RegisteredRoute {
  method: string;
  path: string;
}

type RouteLayer = { route?: { path: string; methods: Record<string, boolean> } };

function routeLayers(): Required<RouteLayer>['route'][] {
  const express = app.getHttpAdapter().getInstance() as unknown as { router: { stack: RouteLayer[] } };
  return express.router.stack.flatMap((layer) => (layer.route ? [layer.route] : []));
}

/** Nest mounts module middleware (request logging, ORM context) as every-method routes; they are no endpoints. */
const isMiddlewareMount = (route: Required<RouteLayer>['route']) => Object.keys(route.methods).length > 20;

function registeredRoutes(): RegisteredRoute[] {
  return routeLayers()
    .filter((route) => !isMiddlewareMount(route))
    .flatMap((route) => Object.keys(route.methods).map((method) => ({ method: method.toUpperCase(), path: route.path })));
}

/** A concrete URL for a route pattern: parameters get harmless placeholder values. */
const concretePath = (path: string) => path.replace(/\{\*\w+\}/, 'some-screen').replace(/:\w+/g, '1');

type Caller = 'guest' | 'customer' | 'admin';

async function callAs(caller: Caller, route: RegisteredRoute): Promise<{ status: number; error?: string }> {
  // A fresh session per call: some routes (logout) end the session they are called with.
  const session: { agent: Agent; csrfToken: string } =
    caller === 'guest'
      ? await browserSession(app)
      : await signedInSession(app, `${caller}@example.com`, `${caller}-demo-pass`);
  const call = session.agent[route.method.toLowerCase() as 'get' | 'post'](concretePath(route.path)).set('x-csrf-token', session.csrfToken).set('Accept', 'application/json');
  const response = route.method === 'GET' ? await call : await call.send({});
  return { status: response.status, error: (response.body as { error?: string } | undefined)?.error };
}

const EXPECTED: Record<Audience, Record<Caller, (status: number, error?: string) => boolean>> = {
  public: { guest: allowed, customer: allowed, admin: allowed },
  development: { guest: allowed, customer: allowed, admin: allowed },
  provider: { guest: allowed, customer: allowed, admin: allowed },
  customer: { guest: (status) => status === 401, customer: allowed, admin: allowed },
  admin: { guest: (status) => status === 401, customer: (status) => status === 403, admin: allowed },
  'second-factor': { guest: (status) => status === 401, customer: (status) => status === 403, admin: allowed },
};

/** Let in: not refused by the access guard (its refusals are AUTH.*). A 403 naming a rule of the route's own (not a pharmacist) means the caller got in. */
function allowed(status: number, error?: string): boolean {
  return status !== 401 && !(status === 403 && (error ?? '').startsWith('AUTH.')) && status < 500;
}

describe('route access policy', () => {
  it('tells a guest to log in and a customer that admin pages are not theirs, in words', async () => {
    const guest = await browserSession(app);
    const refusedGuest = await guest.agent.get('/v2/profile/data/account').expect(401);
    expect(refusedGuest.body).toMatchObject({ statusCode: 401, error: 'AUTH.REQUIRED', message: 'Please log in to continue.' });
    const customer = await signedInSession(app, 'customer@example.com', 'customer-demo-pass');
    const refusedCustomer = await customer.agent.get('/v2/admin/data/queues').expect(403);
    expect(refusedCustomer.body).toMatchObject({ statusCode: 403, error: 'AUTH.FORBIDDEN', message: 'You do not have access to this.' });
  });

  it('answers calls to no route in the error shape', async () => {
    const { agent, csrfToken } = await browserSession(app);
    const response = await agent.post('/no/such/endpoint').set('x-csrf-token', csrfToken).send({}).expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'NOT_FOUND', message: 'Cannot POST /no/such/endpoint' });
  });

  it('lists every registered route, and only those', () => {
    const registered = registeredRoutes().map((route) => `${route.method} ${route.path}`);
    expect(registered.filter((route) => !(route in ROUTE_POLICY))).toEqual([]);
    expect(Object.keys(ROUTE_POLICY).filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('gives guests, customers and admins exactly the access each route declares', async () => {
    const outcomes: string[] = [];
    const violations: string[] = [];
    for (const route of registeredRoutes()) {
      const audience = ROUTE_POLICY[`${route.method} ${route.path}`];
      for (const caller of ['guest', 'customer', 'admin'] as const) {
        const { status, error } = await callAs(caller, route);
        outcomes.push(`${route.method} ${route.path} as ${caller}: ${status}`);
        if (!EXPECTED[audience][caller](status, error)) violations.push(`${route.method} ${route.path} (${audience}) as ${caller} answered ${status}`);
      }
    }
    expect(violations).toEqual([]);
    expect(outcomes).toContain('GET /v2/admin/data/queues as guest: 401');
    expect(outcomes).toContain('GET /v2/admin/data/queues as customer: 403');
    expect(outcomes).toContain('GET /v2/admin/data/queues as admin: 200');
    expect(outcomes).toContain('GET /v2/profile/data/account as customer: 200');
    // Three fresh sign-ins per route (password hashing each time), on a shared two-core machine.
  }, 180_000);
});
