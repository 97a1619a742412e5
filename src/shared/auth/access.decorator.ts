import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth } from '@nestjs/swagger';

/**
 * Who may call a route. Every route must declare one (on the handler or its
 * controller): the access guard refuses undeclared routes, and the route-policy
 * test fails the build for them.
 *  - public: anyone, signed in or not;
 *  - customer: any signed-in user (admins included);
 *  - admin: staff (the admin role), signed in with their second factor;
 *  - second-factor: staff between their password and their second factor, and signed-in
 *    staff: only the second-factor calls themselves (docs/staff-two-factor.md);
 *  - development: anyone, and only outside production (the route answers 404 in production);
 *  - provider: a payment provider's server calling back (webhooks): no session and no CSRF token,
 *    so the handler itself must verify the call's signature.
 */
export type Audience = 'public' | 'customer' | 'admin' | 'second-factor' | 'development' | 'provider';

export const ACCESS_METADATA = 'shop:access';

export const Access = (audience: Audience) =>
  audience === 'customer' || audience === 'admin' || audience === 'second-factor'
    ? applyDecorators(SetMetadata(ACCESS_METADATA, audience), ApiCookieAuth('session'))
    : SetMetadata(ACCESS_METADATA, audience);
