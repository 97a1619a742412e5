import { Query } from '@nestjs/cqrs';

export interface FulfilmentData {
  /** Each prescribed supply we dispensed or are about to, and how it was sent. */
  dispatches: {
    /** The customer's order (their subscription), '#12', as in their account. */
    orderNumber: string;
    /** This dispatch's own reference, 'DO-000123', as on its dispatch note, label and receipt. */
    dispatchReference: string;
    treatment: string;
    quantity: string;
    status: string;
    prescriptionReference: string;
    dispatchedOn: string | null;
    carrier: string | null;
    trackingNumber: string | null;
    createdAt: string;
  }[];
}

/** A patient's dispatches, for their copy of their data. */
export class ExportFulfilmentDataQuery extends Query<FulfilmentData> {
  constructor(readonly userId: number) {
    super();
  }
}
