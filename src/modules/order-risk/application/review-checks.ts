import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OrderRiskCheck } from '../infrastructure/order-risk-check.entity';
import { RiskAssessor } from './risk-assessor';

/**
 * Makes sure a subscription's review check has run before anyone relies on its flags (the
 * prescriber's screen, the approval): when the worker has not got to it yet, it runs here, in a
 * transaction of its own that commits at once, so the flags stay even if the approval is refused.
 * It does not touch the subscription row (the approval holds that lock); the open count follows
 * from the worker's own run of the reaction, or the approval.
 */
@Injectable()
export class ReviewChecks {
  constructor(
    private readonly em: EntityManager,
    private readonly assessor: RiskAssessor,
  ) {}

  async ensureReviewChecked(subscriptionId: number): Promise<boolean> {
    if (await this.em.findOne(OrderRiskCheck, { subscriptionId, occasion: 'review' })) return false;
    try {
      return (await this.em.fork().transactional(() => this.assessor.assess(subscriptionId, { kind: 'review' }))).checked;
    } catch (error) {
      // The worker checked it at the same moment: its flags stand.
      if (error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
  }
}
