import { Query } from '@nestjs/cqrs';

export interface FulfilmentData {
  /** Each prescribed supply we dispensed or are about to, and how it was sent. */
  dispatches: {
    orderNumber: string;
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
