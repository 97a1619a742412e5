import { Command } from '@nestjs/cqrs';
import type { ErasureRequestForStaff } from '../../queries/list-erasure-requests/list-erasure-requests.query';

/**
 * Staff decide a pending erasure request. Approving erases the account there and then (see
 * AccountEraser; refused with 409, changing nothing, while one of the patient's orders is
 * under way). Refusing needs a reason, which the patient is emailed with their right to complain.
 */
export class DecideErasureRequestCommand extends Command<ErasureRequestForStaff> {
  constructor(
    readonly actorId: number,
    readonly requestId: number,
    readonly approve: boolean,
    readonly reason?: string,
  ) {
    super();
  }
}
