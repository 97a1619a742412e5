import { Command } from '@nestjs/cqrs';
import type { Role } from '../../../../../shared/auth/principal';
import type { ErasureRequestView } from '../../data-rights-view';

/**
 * A patient asks for their account to be erased (UK GDPR Art 17). Nothing is erased yet: staff
 * review the request and approve or refuse it. Refused (409) while one is already pending;
 * staff accounts are not erased this way.
 */
export class RequestErasureCommand extends Command<ErasureRequestView> {
  constructor(
    readonly userId: number,
    readonly role: Role,
    readonly reason?: string,
  ) {
    super();
  }
}
