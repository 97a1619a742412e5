import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { PurgeTreatmentRecordsCommand } from './purge-treatment-records.command';

@CommandHandler(PurgeTreatmentRecordsCommand)
export class PurgeTreatmentRecordsHandler implements ICommandHandler<PurgeTreatmentRecordsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: PurgeTreatmentRecordsCommand): Promise<number> {
    // Only a restricted (erased) patient's: the supplies go with them (the foreign key cascades).
    return this.em.nativeDelete(Subscription, { userId, restrictedAt: { $ne: null } });
  }
}
