import { Query } from '@nestjs/cqrs';
import type { GpAnswerView } from '../../gp-views';

export interface GpPanel {
  /** Null when the patient has not answered the GP step. */
  answer: GpAnswerView | null;
  justifications: { justification: string; gpStatus: string; prescriberUserId: number; recordedAt: Date }[];
  letters: { prescriptionId: number; odsCode: string; practiceName: string; sentTo: string; result: 'sent' | 'failed'; error: string | null; sentAt: Date }[];
}

/** What staff see of a subscription's GP step: the answer, the prescriber's justification, the letters sent. Audited. */
export class GetGpPanelQuery extends Query<GpPanel> {
  constructor(
    readonly subscriptionId: number,
    readonly viewedByUserId: number,
  ) {
    super();
  }
}
