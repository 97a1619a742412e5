import { Query } from '@nestjs/cqrs';

/** One supply counted against one of the patient's prescriptions, with the interval its line allows. */
export interface PatientSupply {
  subscriptionId: number;
  subscriptionItemId: number;
  medicine: string;
  /** The UK date it was counted (paid): at approval for the first, at payment for each renewal. */
  suppliedOn: string;
  /** The fewest days the prescription allows between this supply and the next. */
  minIntervalDays: number;
}

/** Every supply counted for a patient, newest first (the order-risk 'sooner than the interval allows' flag). */
export class ListPatientSuppliesQuery extends Query<PatientSupply[]> {
  constructor(readonly patientUserId: number) {
    super();
  }
}
