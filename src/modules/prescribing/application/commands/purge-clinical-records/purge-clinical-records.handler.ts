import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Prescription } from '../../../infrastructure/prescription.entity';
import { ReviewDecline } from '../../../infrastructure/review-decline.entity';
import { PurgeClinicalRecordsCommand } from './purge-clinical-records.command';

@CommandHandler(PurgeClinicalRecordsCommand)
export class PurgeClinicalRecordsHandler implements ICommandHandler<PurgeClinicalRecordsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: PurgeClinicalRecordsCommand): Promise<{ prescriptions: number; declines: number }> {
    const prescriptions = await this.em.nativeDelete(Prescription, { patientUserId: userId });
    const declines = await this.em.nativeDelete(ReviewDecline, { patientUserId: userId });
    return { prescriptions, declines };
  }
}
