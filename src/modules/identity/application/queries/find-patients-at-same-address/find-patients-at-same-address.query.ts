import { Query } from '@nestjs/cqrs';

export interface OtherPatient {
  userId: number;
  name: string;
}

export interface PatientsAtSameAddress {
  /** The patient's own delivery address as one line, or null when they have none. */
  address: string | null;
  /** Other customers whose address has the same postcode and first line (case and spaces aside); at most 20. */
  others: OtherPatient[];
}

/** Other customers with the patient's delivery address (the order-risk 'same address' flag). */
export class FindPatientsAtSameAddressQuery extends Query<PatientsAtSameAddress> {
  constructor(readonly userId: number) {
    super();
  }
}
