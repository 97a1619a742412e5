import { RequestContext } from '@mikro-orm/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CommandBus } from '@nestjs/cqrs';
import { CreateAdminCommand } from '../../src/modules/identity';
import { User } from '../../src/modules/identity/infrastructure/user.entity';
import { createTestApp, ormOf, signedInSession } from '../support/test-app';

let app: NestExpressApplication;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** What `npm run cli -- create-admin` runs. */
const createAdmin = (email: string, password: string) =>
  RequestContext.create(ormOf(app).em, () => app.get(CommandBus).execute(new CreateAdminCommand(email, password)));

describe('creating an admin', () => {
  it('makes a verified admin who can sign in and reach admin routes', async () => {
    const email = `ops-${Date.now()}@example.com`;
    await createAdmin(email, 'a-long-admin-password');
    const { agent } = await signedInSession(app, email, 'a-long-admin-password');
    await agent.get('/v2/admin/data/queues').expect(200);
  });

  it('can be run again for the same email to set a new password', async () => {
    const email = `promoted-${Date.now()}@example.com`;
    await createAdmin(email, 'first-admin-password');
    await createAdmin(email, 'second-admin-password');
    const { agent } = await signedInSession(app, email, 'second-admin-password');
    const session = await agent.get('/auth/session').expect(200);
    expect(session.body.user.role).toBe('admin');
  });

  it('refuses a common password, and creates nothing', async () => {
    const email = `weak-${Date.now()}@example.com`;
    await expect(createAdmin(email, 'Password123456')).rejects.toMatchObject({ code: 'AUTH.WEAK_PASSWORD' });
    expect(await ormOf(app).em.fork().count(User, { email })).toBe(0);
  });
});
