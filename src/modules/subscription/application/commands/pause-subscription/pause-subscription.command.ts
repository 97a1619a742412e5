import { Command } from '@nestjs/cqrs';
import type { SelfServiceResult } from '../../customer-subscriptions';

/** The customer pauses: nothing ships or is charged before `resumeOn`, when the next delivery is due. */
export class PauseSubscriptionCommand extends Command<SelfServiceResult> {
  constructor(
    readonly userId: number,
    readonly subscriptionId: number,
    readonly resumeOn: string,
  ) {
    super();
  }
}
