import { Query } from '@nestjs/cqrs';

export interface PatientDetails {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string;
  birthDate?: string;
  sexAtBirth?: 'male' | 'female';
}

/** What the clinical side needs to know about a patient: who they are, their age and sex at birth. */
export class GetPatientDetailsQuery extends Query<PatientDetails | null> {
  constructor(readonly userId: number) {
    super();
  }
}
