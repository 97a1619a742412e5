import { Query } from '@nestjs/cqrs';
import type { CheckInStatus } from '../../../domain/check-in.state-machine';

export interface CheckInData {
  checkIns: {
    id: number;
    subscriptionId: number;
    treatment: string;
    /** The supply it came before ('3' of the prescription). */
    supplyNumber: number;
    status: CheckInStatus;
    openedOn: string;
    waitUntil: string;
    answeredAt: string | null;
    /** Each answer with the question's wording as the patient saw it. */
    answers: { question: string; answer: string }[];
    /** Private storage paths of the photos sent with it (the archive names their files instead). */
    photos: string[];
    decidedAt: string | null;
    /** What the prescriber decided: continued, adjusted or paused (null while not decided). */
    prescriberDecision: 'continued' | 'adjusted' | 'paused' | null;
    /** The prescriber's message (a pause) or note (an adjustment). */
    prescriberMessage: string | null;
  }[];
}

/** A patient's check-ins with their answers, photos and the prescriber's decision, for their copy of their data. */
export class ExportCheckInDataQuery extends Query<CheckInData> {
  constructor(readonly userId: number) {
    super();
  }
}
