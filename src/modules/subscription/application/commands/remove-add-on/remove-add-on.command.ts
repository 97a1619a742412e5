import { Command } from '@nestjs/cqrs';

/** The customer takes a booster out of their next box before it is charged. */
export class RemoveAddOnCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly subscriptionId: number,
    readonly addOnId: number,
  ) {
    super();
  }
}
