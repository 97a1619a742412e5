import { ExecutionContext, NotFoundException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AppConfig } from '../../config/app-config';
import { Clock } from '../domain/clock';
import { Access, Audience } from './access.decorator';
import { AccessGuard, AdminOnlyError, MissingAccessPolicyError, SignInRequiredError } from './access.guard';
import type { Principal } from './principal';
import {
  type PendingStaffSignIn,
  RequiresRecentSecondFactor,
  SecondFactorEnrolmentRequiredError,
  SecondFactorRequiredError,
  SecondFactorStaleError,
} from './second-factor';

const MINUTE = 60_000;
const NOW = new Date('2026-05-01T10:00:00Z');

interface Session {
  secondFactorVerifiedAt?: number;
  pendingStaffSignIn?: PendingStaffSignIn;
}

function contextFor(handler: () => void, user?: Principal, session: Session = {}): ExecutionContext {
  class SomeController {}
  return {
    getHandler: () => handler,
    getClass: () => SomeController,
    switchToHttp: () => ({ getRequest: () => ({ user, session }) }),
  } as unknown as ExecutionContext;
}

function routeFor(audience?: Audience, options: { recentSecondFactor?: boolean } = {}): () => void {
  const handler = () => undefined;
  if (audience) Access(audience)(handler, 'handler', { value: handler });
  if (options.recentSecondFactor) RequiresRecentSecondFactor()(handler, 'handler', { value: handler });
  return handler;
}

class FixedClock extends Clock {
  override now(): Date {
    return NOW;
  }
}

const guardIn = (environment: 'production' | 'development') =>
  new AccessGuard(new Reflector(), { isProduction: environment === 'production' } as AppConfig, new FixedClock());
const customer: Principal = { id: 1, role: 'customer' };
const admin: Principal = { id: 2, role: 'admin' };
const verifiedMinutesAgo = (minutes: number): Session => ({ secondFactorVerifiedAt: NOW.getTime() - minutes * MINUTE });
const pendingFor = (step: 'verify' | 'enrol', minutesAgo = 1): Session => ({
  pendingStaffSignIn: { userId: 2, role: 'admin', email: 'admin@example.com', step, startedAt: NOW.getTime() - minutesAgo * MINUTE },
});

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

  it('keeps customers out of admin routes and lets verified admins in', () => {
    expect(() => guard.canActivate(contextFor(routeFor('admin'), customer))).toThrow(AdminOnlyError);
    expect(guard.canActivate(contextFor(routeFor('admin'), admin, verifiedMinutesAgo(1)))).toBe(true);
    expect(guard.canActivate(contextFor(routeFor('customer'), admin, verifiedMinutesAgo(1)))).toBe(true);
  });

  it('hides development routes in production', () => {
    expect(guard.canActivate(contextFor(routeFor('development')))).toBe(true);
    expect(() => guardIn('production').canActivate(contextFor(routeFor('development'), admin, verifiedMinutesAgo(1)))).toThrow(NotFoundException);
  });

  describe('staff second factor', () => {
    it('tells a staff member half way through which step is missing, on customer and admin routes alike', () => {
      for (const audience of ['customer', 'admin'] as const) {
        expect(() => guard.canActivate(contextFor(routeFor(audience), undefined, pendingFor('verify')))).toThrow(SecondFactorRequiredError);
        expect(() => guard.canActivate(contextFor(routeFor(audience), undefined, pendingFor('enrol')))).toThrow(SecondFactorEnrolmentRequiredError);
      }
    });

    it('treats a lapsed half-done sign-in as a guest', () => {
      expect(() => guard.canActivate(contextFor(routeFor('admin'), undefined, pendingFor('verify', 11)))).toThrow(SignInRequiredError);
      expect(() => guard.canActivate(contextFor(routeFor('second-factor'), undefined, pendingFor('verify', 11)))).toThrow(SignInRequiredError);
    });

    it('treats a staff sign-in that never passed the second factor as a guest', () => {
      expect(() => guard.canActivate(contextFor(routeFor('admin'), admin))).toThrow(SignInRequiredError);
      expect(() => guard.canActivate(contextFor(routeFor('customer'), admin))).toThrow(SignInRequiredError);
    });

    it('opens the second-factor calls to staff half way through and signed-in staff only', () => {
      const route = routeFor('second-factor');
      expect(guard.canActivate(contextFor(route, undefined, pendingFor('enrol')))).toBe(true);
      expect(guard.canActivate(contextFor(route, admin, verifiedMinutesAgo(45)))).toBe(true);
      expect(() => guard.canActivate(contextFor(route))).toThrow(SignInRequiredError);
      expect(() => guard.canActivate(contextFor(route, customer))).toThrow(AdminOnlyError);
    });

    it('wants a check within the admin idle timeout before sensitive actions', () => {
      const sensitive = routeFor('admin', { recentSecondFactor: true });
      expect(guard.canActivate(contextFor(sensitive, admin, verifiedMinutesAgo(30)))).toBe(true);
      expect(() => guard.canActivate(contextFor(sensitive, admin, verifiedMinutesAgo(31)))).toThrow(SecondFactorStaleError);
      // Other admin routes do not mind how old the check is.
      expect(guard.canActivate(contextFor(routeFor('admin'), admin, verifiedMinutesAgo(31)))).toBe(true);
    });
  });
});
