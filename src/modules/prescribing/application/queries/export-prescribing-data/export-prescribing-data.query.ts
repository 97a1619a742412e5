import { Query } from '@nestjs/cqrs';

export interface PrescribingData {
  prescriptions: {
    reference: string;
    orderNumber: string;
    consultationId: number | null;
    prescribedOn: string;
    validUntil: string;
    patientName: string;
    patientDateOfBirth: string | null;
    patientAddress: string;
    prescriber: string;
    prescriberRegistration: string;
    medicine: string;
    form: string;
    strength: string;
    quantity: string;
    directions: string;
  }[];
  /** A prescriber's decision not to prescribe, with both reasons (the internal note and what the patient was told): part of the clinical record. */
  declines: { orderNumber: string; subscriptionId: number; reason: string; patientReason: string | null; declinedAt: string }[];
  /** The pharmacy's register entries for their supplies (corrections are entries of their own). */
  registerEntries: {
    serialNumber: number;
    prescriptionReference: string;
    datePrescribed: string;
    dateDispensed: string;
    patientName: string;
    patientAddress: string;
    prescribedItem: string;
    quantity: string;
    finalPricePence: number;
    trackingNumber: string | null;
    correctsSerialNumber: number | null;
    correctionReason: string | null;
  }[];
}

/** A patient's prescriptions, declined reviews and register entries, for their copy of their data (and for what an erasure keeps). */
export class ExportPrescribingDataQuery extends Query<PrescribingData> {
  constructor(readonly userId: number) {
    super();
  }
}
