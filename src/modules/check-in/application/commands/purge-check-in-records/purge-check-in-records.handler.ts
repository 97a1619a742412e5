import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CheckIn } from '../../../infrastructure/check-in.entity';
import { PurgeCheckInRecordsCommand } from './purge-check-in-records.command';

@CommandHandler(PurgeCheckInRecordsCommand)
export class PurgeCheckInRecordsHandler implements ICommandHandler<PurgeCheckInRecordsCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId }: PurgeCheckInRecordsCommand): Promise<number> {
    return this.em.nativeDelete(CheckIn, { userId });
  }
}
