import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { Principal } from '../../../../shared/auth/principal';

/** The session holds only the principal (id and role), never the user record. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(principal: Principal, done: (error: unknown, payload: Principal) => void): void {
    done(null, { id: principal.id, role: principal.role });
  }

  deserializeUser(payload: Principal, done: (error: unknown, principal: Principal) => void): void {
    done(null, payload);
  }
}
