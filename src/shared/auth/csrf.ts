import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { csrfSync } from 'csrf-sync';
import type { Request } from 'express';
import { domainError } from '../domain/domain-error';
import { ACCESS_METADATA, type Audience } from './access.decorator';

export const CSRF_HEADER = 'x-csrf-token';

/**
 * Synchroniser-token protection: the token lives in the server-side session and
 * the SPA echoes it in a header on every state-changing call, which a cross-site
 * form or script cannot do.
 */
export const csrf = csrfSync({ getTokenFromRequest: (request) => request.get(CSRF_HEADER) });

export class CsrfTokenError extends domainError('AUTH.CSRF', 'not_allowed', 'Your session has expired or the request did not come from this site. Reload the page and try again.') {}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method)) return true;
    // A provider's server has no session to hold a token; its calls are signed instead.
    const audience = this.reflector.getAllAndOverride<Audience | undefined>(ACCESS_METADATA, [context.getHandler(), context.getClass()]);
    if (audience === 'provider') return true;
    if (!csrf.isRequestValid(request)) throw new CsrfTokenError();
    return true;
  }
}
