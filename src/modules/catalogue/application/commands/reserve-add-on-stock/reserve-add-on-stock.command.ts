import { Command } from '@nestjs/cqrs';

/**
 * A renewal charging its box: one pack of each add-on listed set aside, in the caller's
 * transaction (the charge's), where one is left. Answers the ids it reserved; the others had
 * none left to sell (or are no longer add-ons) and must not be charged.
 */
export class ReserveAddOnStockCommand extends Command<number[]> {
  constructor(readonly catalogueItemIds: readonly number[]) {
    super();
  }
}
