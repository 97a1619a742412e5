import { Command } from '@nestjs/cqrs';
import type { PostalAddress } from '../save-billing-address/save-billing-address.command';

/** Staff correct a customer's address (spec §7 update-user-address); recorded in the audit trail. */
export class UpdateAddressAsStaffCommand extends Command<void> {
  constructor(
    readonly actorId: number,
    readonly addressId: number,
    readonly address: PostalAddress,
  ) {
    super();
  }
}
