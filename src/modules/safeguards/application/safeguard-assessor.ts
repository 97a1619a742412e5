import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { readAll } from '../../../shared/database/read-all';
import { ListMedicineSafeguardsQuery, type MedicineSafeguards } from '../../catalogue';
import { GetGpSharingQuery, type GpStatus } from '../../general-practice';
import { GetSubscriptionForReviewQuery, type SubscriptionForReview } from '../../subscription';
import { safeguardRequirements, type SafeguardRequirement } from '../domain/safeguard-rules';
import { IndependentVerification } from '../infrastructure/independent-verification.entity';

export interface SafeguardAssessment {
  subscription: SubscriptionForReview;
  medicines: MedicineSafeguards[];
  gpStatus: GpStatus;
  /** Recorded for this review and not yet relied on by an earlier decision. */
  verifications: IndependentVerification[];
  requirements: SafeguardRequirement[];
}

/**
 * Gathers what the safeguard rules need about one review from the contexts that own it (the
 * medicines the prescription would be written for, their categories, the GP step, the
 * verifications recorded) and applies the rules: for the approval gate and the approve dialog alike.
 */
@Injectable()
export class SafeguardAssessor {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async assess(subscriptionId: number, safeWithoutGpReason?: string): Promise<SafeguardAssessment | null> {
    const subscription = await this.queries.execute(new GetSubscriptionForReviewQuery(subscriptionId));
    if (!subscription) return null;
    const [medicines, gp, verifications] = await readAll(this.em, [
      () => this.queries.execute(new ListMedicineSafeguardsQuery(subscription.plan.map(({ code }) => code))),
      () => this.queries.execute(new GetGpSharingQuery(subscriptionId)),
      () => this.em.find(IndependentVerification, { subscriptionId, reliedOnAt: null }, { orderBy: { id: 'asc' } }),
    ]);
    const requirements = safeguardRequirements({ medicines, verificationCount: verifications.length, gpStatus: gp.status, safeWithoutGpReason });
    return { subscription, medicines, gpStatus: gp.status, verifications, requirements };
  }
}
