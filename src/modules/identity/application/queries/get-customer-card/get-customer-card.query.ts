import { Query } from '@nestjs/cqrs';
import type { PostalAddress } from '../../commands/save-billing-address/save-billing-address.command';

export interface CustomerCard {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  birthDate: string | null;
  sexAtBirth: string | null;
  note: string;
  createdAt: string;
  address: (PostalAddress & { id: number }) | null;
}

/** What staff see of a customer beside their subscription: details, address and the staff's note. */
export class GetCustomerCardQuery extends Query<CustomerCard | null> {
  constructor(readonly userId: number) {
    super();
  }
}
