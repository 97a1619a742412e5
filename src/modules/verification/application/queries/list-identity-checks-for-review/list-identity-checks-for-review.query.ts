import { Query } from '@nestjs/cqrs';
import type { IdentitySummary } from '../../identity-summary';

export interface IdentityCheckForReview extends IdentitySummary {
  patientUserId: number;
  patientName: string;
  subscriptionId: number | null;
}

/** The staff queue: checks the provider could not decide ('consider'), oldest first. */
export class ListIdentityChecksForReviewQuery extends Query<IdentityCheckForReview[]> {}
