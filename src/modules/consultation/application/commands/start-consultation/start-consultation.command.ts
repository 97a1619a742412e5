import { Command } from '@nestjs/cqrs';
import type { ConsultationType } from '../../../../../shared/domain/consultation-types';
import type { AnswerValue, ChoiceOption, QuestionType } from '../../../domain/questionnaire';

/** A question as the patient sees it: no clinical flag wording, no rules about who is asked. */
export interface QuestionView {
  name: string;
  label: string;
  type: QuestionType;
  required: boolean;
  help?: string;
  options?: ChoiceOption[];
  multiple?: boolean;
  showIf?: { question: string; equals: string[] };
}

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
