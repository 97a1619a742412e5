import { Command } from '@nestjs/cqrs';
import type { Answers } from '../../../domain/questionnaire';

/** Autosave: merges the answers given so far into the patient's draft. */
export class SaveAnswersCommand extends Command<{ savedAt: string }> {
  constructor(
    readonly userId: number,
    readonly consultationId: number,
    readonly answers: Answers,
  ) {
    super();
  }
}
