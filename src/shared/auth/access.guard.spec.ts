import { ExecutionContext, NotFoundException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AppConfig } from '../../config/app-config';
import { Access, Audience } from './access.decorator';
import { AccessGuard, AdminOnlyError, MissingAccessPolicyError, SignInRequiredError } from './access.guard';
import type { Principal } from './principal';

function contextFor(handler: () => void, user?: Principal): ExecutionContext {
  class SomeController {}
  return {
    getHandler: () => handler,
    getClass: () => SomeController,
    switchToHttp: () => ({ getRequest: () => ({ user }) }),
  } as unknown as ExecutionContext;
}

function routeFor(audience?: Audience): () => void {
  const handler = () => undefined;
  if (audience) Access(audience)(handler, 'handler', { value: handler });
  return handler;
}

const guardIn = (environment: 'production' | 'development') => new AccessGuard(new Reflector(), { isProduction: environment === 'production' } as AppConfig);
const customer: Principal = { id: 1, role: 'customer' };
const admin: Principal = { id: 2, role: 'admin' };

describe('AccessGuard', () => {
  const guard = guardIn('development');

  it('refuses a route that declares no policy', () => {
    expect(() => guard.canActivate(contextFor(routeFor()))).toThrow(MissingAccessPolicyError);
  });

  it('lets anyone call a public route', () => {
    expect(guard.canActivate(contextFor(routeFor('public')))).toBe(true);
  });

  it('asks a guest to sign in for customer and admin routes', () => {
    expect(() => guard.canActivate(contextFor(routeFor('customer')))).toThrow(SignInRequiredError);
    expect(() => guard.canActivate(contextFor(routeFor('admin')))).toThrow(SignInRequiredError);
  });

  it('keeps customers out of admin routes and lets admins in', () => {
    expect(() => guard.canActivate(contextFor(routeFor('admin'), customer))).toThrow(AdminOnlyError);
    expect(guard.canActivate(contextFor(routeFor('admin'), admin))).toBe(true);
    expect(guard.canActivate(contextFor(routeFor('customer'), admin))).toBe(true);
  });

  it('hides development routes in production', () => {
    expect(guard.canActivate(contextFor(routeFor('development')))).toBe(true);
    expect(() => guardIn('production').canActivate(contextFor(routeFor('development'), admin))).toThrow(NotFoundException);
  });
});
