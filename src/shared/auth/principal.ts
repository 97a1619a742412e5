import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The roles that work in the back office and so open other people's health records: each
 * must pass a second factor at sign-in (docs/staff-two-factor.md). Prescribers and
 * pharmacists are admins with a profile, not roles of their own (ADR 0007); a new staff
 * role would belong here.
 */
export const STAFF_ROLES: readonly Role[] = ['admin'];

export const isStaffRole = (role: Role): boolean => STAFF_ROLES.includes(role);

/** Who is signed in: kept in the session, so no request needs a database read to know it. */
export interface Principal {
  id: number;
  role: Role;
}

declare module 'express-session' {
  interface SessionData {
    /** When this sign-in last passed the second factor (staff only; ms since the epoch, by the app's Clock). */
    secondFactorVerifiedAt?: number;
  }
}

/**
 * The signed-in user. Staff count as signed in only once their second factor is verified:
 * a staff sign-in without it (one made before two-factor sign-in existed) is a guest here,
 * so no route, guard or page that asks this can let it through.
 */
export function principalOf(request: Request): Principal | undefined {
  const principal = request.user as Principal | undefined;
  if (principal && isStaffRole(principal.role) && !request.session?.secondFactorVerifiedAt) return undefined;
  return principal;
}

/** The signed-in user of a route whose access policy already requires one. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): Principal => {
  const principal = principalOf(context.switchToHttp().getRequest<Request>());
  if (!principal) throw new Error('CurrentUser used on a route that lets guests in');
  return principal;
});
