import { Command } from '@nestjs/cqrs';
import type { AddOnFrequency } from '../../../../catalogue';

export interface AddedAddOn {
  id: number;
  code: string;
  name: string;
  pricePence: number;
  frequency: AddOnFrequency;
}

/** The customer puts a booster in their next box: once, or in every box until removed. */
export class AddAddOnCommand extends Command<AddedAddOn> {
  constructor(
    readonly userId: number,
    readonly subscriptionId: number,
    readonly catalogueItemId: number,
    readonly frequency: AddOnFrequency,
  ) {
    super();
  }
}
