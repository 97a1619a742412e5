import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ItemChangeProposal } from '../../../infrastructure/item-change-proposal.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { PurgeTreatmentRecordsCommand } from './purge-treatment-records.command';

@CommandHandler(PurgeTreatmentRecordsCommand)
export class PurgeTreatmentRecordsHandler implements ICommandHandler<PurgeTreatmentRecordsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: PurgeTreatmentRecordsCommand): Promise<number> {
    // Only a restricted (erased) patient's: the supplies go with them (the foreign key cascades), and the changes proposed to them.
    const purged = (await this.em.find(Subscription, { userId, restrictedAt: { $ne: null } }, { fields: ['id'] })).map(({ id }) => id);
    await this.em.nativeDelete(ItemChangeProposal, { subscriptionId: { $in: purged } });
    return this.em.nativeDelete(Subscription, { userId, restrictedAt: { $ne: null } });
  }
}
