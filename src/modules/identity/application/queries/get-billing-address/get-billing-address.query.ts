import { Query } from '@nestjs/cqrs';
import type { PostalAddress } from '../../commands/save-billing-address/save-billing-address.command';

/** The customer's saved address, or null before they have given one. */
export class GetBillingAddressQuery extends Query<(PostalAddress & { id: number }) | null> {
  constructor(readonly userId: number) {
    super();
  }
}
