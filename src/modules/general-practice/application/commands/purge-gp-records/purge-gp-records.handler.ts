import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { GpDetails } from '../../../infrastructure/gp-details.entity';
import { GpJustification } from '../../../infrastructure/gp-justification.entity';
import { GpLetterSent } from '../../../infrastructure/gp-letter-sent.entity';
import { PurgeGpRecordsCommand } from './purge-gp-records.command';

@CommandHandler(PurgeGpRecordsCommand)
export class PurgeGpRecordsHandler implements ICommandHandler<PurgeGpRecordsCommand> {
  constructor(private readonly em: EntityManager) {}

  /** Answers how many records went, all three kinds together. */
  async execute({ userId }: PurgeGpRecordsCommand): Promise<number> {
    // A letter is only ever sent for a subscription whose GP details the patient gave.
    const subscriptionIds = (await this.em.find(GpDetails, { userId }, { fields: ['subscriptionId'] })).map(({ subscriptionId }) => subscriptionId);
    const letters = await this.em.nativeDelete(GpLetterSent, { subscriptionId: { $in: subscriptionIds } });
    const justifications = await this.em.nativeDelete(GpJustification, { patientUserId: userId });
    const details = await this.em.nativeDelete(GpDetails, { userId });
    return letters + justifications + details;
  }
}
