import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who is signed in: kept in the session, so no request needs a database read to know it. */
export interface Principal {
  id: number;
  role: Role;
}

export function principalOf(request: Request): Principal | undefined {
  return request.user as Principal | undefined;
}

/** The signed-in user of a route whose access policy already requires one. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): Principal => {
  const principal = principalOf(context.switchToHttp().getRequest<Request>());
  if (!principal) throw new Error('CurrentUser used on a route that lets guests in');
  return principal;
});
