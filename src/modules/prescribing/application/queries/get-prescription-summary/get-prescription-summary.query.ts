import { Query } from '@nestjs/cqrs';

/** One medicine of the prescription in force, and how far through its supplies the patient is. */
export interface PrescriptionSummaryLine {
  itemCode: string;
  medicineName: string;
  strength: string;
  quantity: string;
  directions: string;
  suppliesAuthorised: number;
  suppliesMade: number;
  minIntervalDays: number;
}

/** What the subscription detail shows staff of the prescription in force: its lines, supplies used and left, and expiry. */
export interface PrescriptionSummary {
  scriptRef: string;
  prescribedOn: string;
  expiresOn: string;
  prescriberName: string;
  lines: PrescriptionSummaryLine[];
  suppliesAuthorised: number;
  suppliesMade: number;
  /** Earlier prescriptions of the subscription (before a re-consultation), newest first. */
  earlier: string[];
}

/** The subscription's prescription in force (the latest), for staff; null before any. The view is audited. */
export class GetPrescriptionSummaryQuery extends Query<PrescriptionSummary | null> {
  constructor(
    readonly subscriptionId: number,
    readonly viewedByUserId: number,
  ) {
    super();
  }
}
