import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Prescription } from '../../../infrastructure/prescription.entity';
import { PrescriptionLine } from '../../../infrastructure/prescription-line.entity';
import { PrescriptionSupply } from '../../../infrastructure/prescription-supply.entity';
import { ReviewDecline } from '../../../infrastructure/review-decline.entity';
import { PurgeClinicalRecordsCommand } from './purge-clinical-records.command';

@CommandHandler(PurgeClinicalRecordsCommand)
export class PurgeClinicalRecordsHandler implements ICommandHandler<PurgeClinicalRecordsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: PurgeClinicalRecordsCommand): Promise<{ prescriptions: number; declines: number }> {
    // A prescription goes with its lines and the count of its supplies (the register keeps its own copy).
    const written = { prescriptionId: { $in: (await this.em.find(Prescription, { patientUserId: userId }, { fields: ['id'] })).map(({ id }) => id) } };
    await this.em.nativeDelete(PrescriptionSupply, written);
    await this.em.nativeDelete(PrescriptionLine, written);
    const prescriptions = await this.em.nativeDelete(Prescription, { patientUserId: userId });
    const declines = await this.em.nativeDelete(ReviewDecline, { patientUserId: userId });
    return { prescriptions, declines };
  }
}
