import { Command } from '@nestjs/cqrs';

/**
 * Locks subscription rows until the caller's transaction ends, in id order: for a context that is
 * about to change its own records of these subscriptions and then tell them (order-risk's flags,
 * then their open count). The review decision locks the row first and then those records, so
 * taking the row first here too keeps the two from waiting on each other in a circle.
 */
export class HoldSubscriptionsCommand extends Command<void> {
  constructor(readonly subscriptionIds: number[]) {
    super();
  }
}
