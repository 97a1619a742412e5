import { CanActivate, ExecutionContext, Injectable, NotFoundException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { DomainError } from '../domain/domain-error';
import { ACCESS_METADATA, Audience } from './access.decorator';
import { principalOf } from './principal';

export class SignInRequiredError extends DomainError {
  readonly code = 'AUTH.REQUIRED';
  readonly kind = 'unauthenticated' as const;
  constructor() {
    super('Please log in to continue.');
  }
}

export class AdminOnlyError extends DomainError {
  readonly code = 'AUTH.FORBIDDEN';
  readonly kind = 'not_allowed' as const;
  constructor() {
    super('You do not have access to this.');
  }
}

export class MissingAccessPolicyError extends Error {}

/** Enforces each route's declared audience; a route with none is refused outright. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const audience = this.reflector.getAllAndOverride<Audience | undefined>(ACCESS_METADATA, [context.getHandler(), context.getClass()]);
    if (!audience) {
      throw new MissingAccessPolicyError(`${context.getClass().name}.${context.getHandler().name} declares no @Access policy`);
    }
    const principal = principalOf(context.switchToHttp().getRequest<Request>());
    switch (audience) {
      case 'public':
      case 'provider':
        return true;
      case 'development':
        if (this.config.isProduction) throw new NotFoundException();
        return true;
      case 'customer':
        if (!principal) throw new SignInRequiredError();
        return true;
      case 'admin':
        if (!principal) throw new SignInRequiredError();
        if (principal.role !== 'admin') throw new AdminOnlyError();
        return true;
    }
  }
}
