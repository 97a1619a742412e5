import { Query } from '@nestjs/cqrs';
import type { SecondFactorStep } from '../../../../../shared/auth/second-factor';

/** What a staff member owes after their password: a code from their authenticator, or setting one up. */
export class GetSecondFactorStepQuery extends Query<SecondFactorStep> {
  constructor(readonly userId: number) {
    super();
  }
}
