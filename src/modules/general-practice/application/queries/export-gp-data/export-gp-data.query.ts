import { Query } from '@nestjs/cqrs';

export interface GpData {
  /** The GP step's answer, one per subscription (answering again replaced the earlier one). */
  gpDetails: {
    subscriptionId: number;
    practiceName: string | null;
    odsCode: string | null;
    noGp: boolean;
    consentToShare: boolean;
    answeredAt: string;
  }[];
  /** Why a prescriber approved without telling the GP: part of the clinical record. */
  prescribingWithoutInformingGp: {
    subscriptionId: number;
    /** What the patient had answered when the prescriber decided: 'no_consent', 'no_gp' or 'unanswered'. */
    gpStatusAtTheTime: string;
    justification: string;
    recordedAt: string;
  }[];
  /** The letters sent (or tried) to the patient's practice about their treatment. */
  lettersToGp: {
    subscriptionId: number;
    practiceName: string;
    odsCode: string;
    sentTo: string;
    result: 'sent' | 'failed';
    sentAt: string;
  }[];
}

/** A patient's GP details and consent, prescribers' justifications for not telling the GP, and the GP letters sent, for their copy of their data. */
export class ExportGpDataQuery extends Query<GpData> {
  constructor(readonly userId: number) {
    super();
  }
}
