import { Query } from '@nestjs/cqrs';
import type { ClinicalFlag } from '../../../domain/questionnaire';
import type { SubmittedFieldRow } from '../../../domain/submission';

export interface ConsultationSubmission {
  id: number;
  consultation: { name: string; type: string; version: number };
  submitted_at: string;
  flags: ClinicalFlag[];
  fields: SubmittedFieldRow[];
}

/** A patient's submitted consultations, newest first, as the clinical team reviews them. */
export class ListConsultationSubmissionsQuery extends Query<ConsultationSubmission[]> {
  constructor(readonly userId: number) {
    super();
  }
}
