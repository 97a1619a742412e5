import { Command } from '@nestjs/cqrs';

/** Checkout step 1 (Patient Details): the customer's legal names and mobile number. */
export class UpdateCustomerInfoCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly details: { firstName: string; lastName: string; phone: string },
  ) {
    super();
  }
}
