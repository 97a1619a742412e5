import { Query } from '@nestjs/cqrs';

export interface ExportedAnswer {
  /** The question's wording as the patient saw it. */
  question: string;
  /** Text as given (choices as their labels, a checkbox as Yes or No); null for a photo question. */
  answer: string | null;
  /** Private storage paths of the photos that answer it. */
  photos: string[];
}

export interface ConsultationData {
  consultations: {
    id: number;
    name: string;
    status: 'draft' | 'submitted';
    startedAt: string;
    submittedAt: string | null;
    answers: ExportedAnswer[];
    /** What the answers raised for the prescriber's attention. */
    flagsForThePrescriber: { question: string; message: string }[];
  }[];
  progressPhotos: { storagePath: string; contentType: string; addedAt: string }[];
}

/** A patient's consultations (drafts too) with their answers and photos, and their progress photos, for their copy of their data. */
export class ExportConsultationDataQuery extends Query<ConsultationData> {
  constructor(readonly userId: number) {
    super();
  }
}
