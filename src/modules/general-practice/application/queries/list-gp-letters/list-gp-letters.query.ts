import { Query } from '@nestjs/cqrs';

/** A GP letter that reached the patient's practice: what a GP's reply is recorded against. */
export interface GpLetterOnRecord {
  id: number;
  prescriptionId: number;
  odsCode: string;
  practiceName: string;
  sentAt: Date;
}

/** The GP letters sent (not those that failed) for a subscription, oldest first. */
export class ListGpLettersQuery extends Query<GpLetterOnRecord[]> {
  constructor(readonly subscriptionId: number) {
    super();
  }
}
