import { Query } from '@nestjs/cqrs';
import type { OtherPatient } from '../find-patients-at-same-address/find-patients-at-same-address.query';

/**
 * Other customer accounts with the patient's first name, last name (case aside) and date of birth:
 * likely the same person under more than one account. Empty when the patient has no date of birth.
 */
export class FindPatientsWithSameNameAndBirthDateQuery extends Query<OtherPatient[]> {
  constructor(readonly userId: number) {
    super();
  }
}
