import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { RecordOpenRiskFlagsCommand } from './record-open-risk-flags.command';

/** One UPDATE in the caller's transaction; a missing subscription changes nothing. */
@CommandHandler(RecordOpenRiskFlagsCommand)
export class RecordOpenRiskFlagsHandler implements ICommandHandler<RecordOpenRiskFlagsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ subscriptionId, openFlags }: RecordOpenRiskFlagsCommand): Promise<void> {
    await this.em.nativeUpdate(Subscription, { id: subscriptionId }, { openRiskFlags: Math.max(0, openFlags) });
  }
}
