import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ActionNotAllowedError } from '../../../domain/subscription.errors';
import { CustomerSubscriptions, SelfServiceResult } from '../../customer-subscriptions';
import { ResumeSubscriptionCommand } from './resume-subscription.command';

@CommandHandler(ResumeSubscriptionCommand)
export class ResumeSubscriptionHandler implements ICommandHandler<ResumeSubscriptionCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly subscriptions: CustomerSubscriptions,
  ) {}

  async execute({ userId, subscriptionId }: ResumeSubscriptionCommand): Promise<SelfServiceResult> {
    const subscription = await this.subscriptions.running(userId, subscriptionId, 'resumed');
    if (!subscription.pausedUntil) throw new ActionNotAllowedError('This treatment is not paused.');
    subscription.pausedUntil = undefined;
    await this.em.flush();
    return this.subscriptions.result(subscription);
  }
}
