import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { csrf } from '../../../shared/auth/csrf';
import { principalOf } from '../../../shared/auth/principal';
import { pendingStaffSignInOf } from '../../../shared/auth/second-factor';
import { Clock } from '../../../shared/domain/clock';
import { GetAccountSummaryQuery } from '../application/queries/get-account-summary/get-account-summary.query';
import type { SessionResponse } from './dto/auth.dto';

/** The body of `GET /auth/session`, which every sign-in step also answers with. */
@Injectable()
export class SessionResponder {
  constructor(
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async respond(request: Request): Promise<SessionResponse> {
    const principal = principalOf(request);
    const user = principal ? await this.queries.execute(new GetAccountSummaryQuery(principal.id)) : null;
    const pending = principal ? undefined : pendingStaffSignInOf(request, this.clock.now());
    return { user, secondFactor: pending ? { step: pending.step, email: pending.email } : null, csrfToken: csrf.generateToken(request) };
  }
}
