import { Query } from '@nestjs/cqrs';

/** The ids of every subscription a patient has had, any status: for the records other contexts keep by subscription. */
export class ListPatientSubscriptionIdsQuery extends Query<number[]> {
  constructor(readonly userId: number) {
    super();
  }
}
