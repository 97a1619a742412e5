import { Command } from '@nestjs/cqrs';

/** After the browser has finished any authentication step: asks the provider how the payment ended and settles it. */
export class ConfirmSubscriptionCommand extends Command<{ status: string }> {
  constructor(
    readonly userId: number,
    readonly subscriptionId: number,
  ) {
    super();
  }
}
