import { Command } from '@nestjs/cqrs';

/** What a correction may change; everything else is copied from the entry it corrects. */
export interface RegisterCorrection {
  dateDispensed?: string;
  quantity?: string;
  finalPricePence?: number;
  prescribedItem?: string;
  patientAddress?: string;
}

/**
 * Corrects a register entry the only way an append-only register allows: a new entry,
 * naming the one it corrects and why. The original stays as it was.
 */
export class CorrectRegisterEntryCommand extends Command<{ serialNumber: number }> {
  constructor(
    readonly entryId: number,
    readonly correction: RegisterCorrection,
    readonly reason: string,
    readonly correctedByUserId: number,
  ) {
    super();
  }
}
