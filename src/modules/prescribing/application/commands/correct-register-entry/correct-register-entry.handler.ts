import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RegisterEntryNotFoundError } from '../../../domain/prescribing.errors';
import { PomRegisterEntry } from '../../../infrastructure/pom-register-entry.entity';
import { CorrectRegisterEntryCommand } from './correct-register-entry.command';

@CommandHandler(CorrectRegisterEntryCommand)
export class CorrectRegisterEntryHandler implements ICommandHandler<CorrectRegisterEntryCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ entryId, correction, reason, correctedByUserId }: CorrectRegisterEntryCommand): Promise<{ serialNumber: number }> {
    const original = await this.em.findOne(PomRegisterEntry, entryId);
    if (!original) throw new RegisterEntryNotFoundError();
    const defined = Object.fromEntries(Object.entries(correction).filter(([, value]) => value !== undefined));
    const corrected = this.em.create(PomRegisterEntry, {
      prescriptionId: original.prescriptionId,
      subscriptionItemId: original.subscriptionItemId,
      datePrescribed: original.datePrescribed,
      dateDispensed: original.dateDispensed,
      patientName: original.patientName,
      patientAddress: original.patientAddress,
      prescriberName: original.prescriberName,
      prescriberAddress: original.prescriberAddress,
      itemCode: original.itemCode,
      prescribedItem: original.prescribedItem,
      quantity: original.quantity,
      finalPricePence: original.finalPricePence,
      trackingNumber: original.trackingNumber,
      batchNumber: original.batchNumber,
      batchExpiresOn: original.batchExpiresOn,
      ...defined,
      correctsEntryId: original.id,
      correctionReason: reason,
      recordedByUserId: correctedByUserId,
      recordedAt: new Date(),
    });
    await this.em.flush();
    return { serialNumber: corrected.id };
  }
}
