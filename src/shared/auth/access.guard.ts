import { CanActivate, ExecutionContext, Injectable, NotFoundException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../domain/clock';
import { DomainError, domainError } from '../domain/domain-error';
import { ACCESS_METADATA, Audience } from './access.decorator';
import { isStaffRole, principalOf } from './principal';
import {
  hasRecentSecondFactor,
  pendingStaffSignInOf,
  RECENT_SECOND_FACTOR_METADATA,
  SecondFactorEnrolmentRequiredError,
  SecondFactorRequiredError,
  SecondFactorStaleError,
} from './second-factor';

export class SignInRequiredError extends domainError('AUTH.REQUIRED', 'unauthenticated', 'Please log in to continue.') {}

export class AdminOnlyError extends domainError('AUTH.FORBIDDEN', 'not_allowed', 'You do not have access to this.') {}

export class MissingAccessPolicyError extends Error {}

/**
 * Enforces each route's declared audience; a route with none is refused outright. Also the
 * staff second factor: a half-done staff sign-in is told what it still owes (403) instead of
 * being asked to log in, and routes marked `@RequiresRecentSecondFactor()` want a recent check.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const audience = this.reflector.getAllAndOverride<Audience | undefined>(ACCESS_METADATA, targets);
    if (!audience) {
      throw new MissingAccessPolicyError(`${context.getClass().name}.${context.getHandler().name} declares no @Access policy`);
    }
    const request = context.switchToHttp().getRequest<Request>();
    const principal = principalOf(request);
    switch (audience) {
      case 'public':
      case 'provider':
        return true;
      case 'development':
        if (this.config.isProduction) throw new NotFoundException();
        return true;
      case 'customer':
        if (!principal) throw this.signInMissing(request);
        return true;
      case 'admin':
        if (!principal) throw this.signInMissing(request);
        if (!isStaffRole(principal.role)) throw new AdminOnlyError();
        if (this.reflector.getAllAndOverride<boolean>(RECENT_SECOND_FACTOR_METADATA, targets) && !hasRecentSecondFactor(request, this.clock.now())) {
          throw new SecondFactorStaleError();
        }
        return true;
      case 'second-factor':
        if (pendingStaffSignInOf(request, this.clock.now())) return true;
        if (!principal) throw new SignInRequiredError();
        if (!isStaffRole(principal.role)) throw new AdminOnlyError();
        return true;
    }
  }

  /** A guest is asked to log in; a staff member half way through is told which second step is missing. */
  private signInMissing(request: Request): DomainError {
    const pending = pendingStaffSignInOf(request, this.clock.now());
    if (!pending) return new SignInRequiredError();
    return pending.step === 'enrol' ? new SecondFactorEnrolmentRequiredError() : new SecondFactorRequiredError();
  }
}
