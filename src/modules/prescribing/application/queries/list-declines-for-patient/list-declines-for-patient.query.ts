import { Query } from '@nestjs/cqrs';

/** Who decided a decline: a prescriber, or the patient's rejected identity check. */
export type DeclineCause = 'prescriber' | 'identity_check';

/** A decline as the patient may see it: never the prescriber's internal note. */
export interface PatientDecline {
  subscriptionId: number;
  cause: DeclineCause;
  /** Null only on declines made before the patient was given a reason. */
  patientReason: string | null;
  declinedAt: Date;
}

/** The declines among some of one patient's subscriptions, for their account: one statement by the subscriptions' key. */
export class ListDeclinesForPatientQuery extends Query<PatientDecline[]> {
  constructor(
    readonly patientUserId: number,
    readonly subscriptionIds: readonly number[],
  ) {
    super();
  }
}
