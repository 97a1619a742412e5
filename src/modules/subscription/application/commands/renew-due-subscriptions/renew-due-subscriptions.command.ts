import { Command } from '@nestjs/cqrs';
import type { DueRenewal } from '../../queries/find-due-renewals/find-due-renewals.query';
import type { RenewResult } from '../renew-subscription/renew-subscription.command';

export interface RenewalBatchResult {
  /** How the batch's renewals came out, by outcome. */
  renewed: Partial<Record<RenewResult, number>>;
  /** Renewals handed on to be renewed on their own (`renewals.renew` jobs). */
  handedOn: number;
}

/** Renews a sweep's batch of due subscriptions together (RenewDueSubscriptionsHandler). */
export class RenewDueSubscriptionsCommand extends Command<RenewalBatchResult> {
  constructor(readonly renewals: readonly DueRenewal[]) {
    super();
  }
}
