import { domainError } from '../../../shared/domain/domain-error';

/** A flag raised for the review is acknowledged by the prescriber who approves, in the approval. */
export class ReviewFlagNeedsApprovalError extends domainError(
  'ORDER_RISK.ACKNOWLEDGED_ON_APPROVAL',
  'conflict',
  'This flag was raised for the review: the prescriber acknowledges it with their note when approving.',
) {}
