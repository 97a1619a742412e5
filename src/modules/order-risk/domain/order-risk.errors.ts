import { domainError } from '../../../shared/domain/domain-error';

/** Approving while flags are open without a note on each: the prescriber is told which. */
export class FlagsNotAcknowledgedError extends domainError(
  'ORDER_RISK.FLAGS_NOT_ACKNOWLEDGED',
  'invalid',
  (flags: string[]) => `Acknowledge each order-risk flag with a note before approving. Not acknowledged: ${flags.join('; ')}.`,
  { field: 'flag_acknowledgements' },
) {}

/** An acknowledgement names a flag that is not one of this subscription's. */
export class FlagOfAnotherSubscriptionError extends domainError(
  'ORDER_RISK.FLAG_NOT_ON_SUBSCRIPTION',
  'invalid',
  (flagIds: number[], subscriptionId: number) => `Flag ${flagIds.map((id) => `#${id}`).join(', ')} is not a flag of subscription #${subscriptionId}.`,
  { field: 'flag_acknowledgements' },
) {}

export class RiskFlagNotFoundError extends domainError('ORDER_RISK.FLAG_NOT_FOUND', 'not_found', (flagId: number) => `There is no order-risk flag #${flagId}.`) {}

export class RiskFlagAlreadyAcknowledgedError extends domainError('ORDER_RISK.FLAG_ALREADY_ACKNOWLEDGED', 'conflict', (flagId: number) => `Flag #${flagId} has already been acknowledged.`) {}

/** The label staff read for each kind. */
export const FLAG_LABELS = {
  same_address: 'Same address',
  same_card: 'Same card',
  same_person: 'Same person',
  overlapping_subscription: 'Overlapping subscription',
  too_soon: 'Sooner than the interval',
} as const;
