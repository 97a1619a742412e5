import { Command } from '@nestjs/cqrs';

export interface PostalAddress {
  firstName: string;
  lastName: string;
  email: string;
  contactNo: string;
  address1: string;
  address2?: string;
  city: string;
  postcode: string;
}

/** Checkout step 2 (Your Address), also the account's billing edit: the customer's one delivery and billing address. */
export class SaveBillingAddressCommand extends Command<{ addressId: number }> {
  constructor(
    readonly userId: number,
    readonly address: PostalAddress,
  ) {
    super();
  }
}
