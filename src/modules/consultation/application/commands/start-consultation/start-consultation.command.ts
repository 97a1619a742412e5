import { Command } from '@nestjs/cqrs';
import type { ConsultationType } from '../../../../../shared/domain/consultation-types';
import type { AnswerValue, Question } from '../../../domain/questionnaire';

/** A question as the patient sees it: no clinical flag wording, no rules about who is asked. */
export type QuestionView = Omit<Question, 'flag' | 'sexAtBirth'>;

export interface ConsultationDraftView {
  id: number;
  type: string;
  title: string;
  questionnaire: { key: string; version: number; questions: QuestionView[] };
  answers: Record<string, AnswerValue>;
  photos: Record<string, { id: string; url: string }[]>;
}

/** Opens the patient's questionnaire for a consultation type: their draft if they have one, else a new one. */
export class StartConsultationCommand extends Command<ConsultationDraftView> {
  constructor(
    readonly userId: number,
    readonly type: ConsultationType,
  ) {
    super();
  }
}
