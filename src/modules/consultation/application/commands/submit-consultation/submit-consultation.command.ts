import { Command } from '@nestjs/cqrs';
import type { ClinicalFlag } from '../../../domain/questionnaire';

export interface SubmittedConsultation {
  consultationId: number;
  /** The condition to treat: the consultation's own, or the main concern chosen in the generic one. */
  condition: string;
  sexAtBirth?: string;
  flags: ClinicalFlag[];
}

/** Sends the draft to the prescriber: checks every shown, required question is answered and freezes it. Repeating it is harmless. */
export class SubmitConsultationCommand extends Command<SubmittedConsultation> {
  constructor(
    readonly userId: number,
    readonly consultationId: number,
  ) {
    super();
  }
}
