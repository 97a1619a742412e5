import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListPlansForConditionQuery, type PlanOffer } from '../../catalogue';
import { readAll } from '../../../shared/database/read-all';
import { GetPatientDetailsQuery } from '../../identity';
import { suitablePlans } from '../domain/plan-suitability';
import { SubscriptionItem } from '../infrastructure/subscription-item.entity';
import type { Subscription } from '../infrastructure/subscription.entity';

/** The catalogue's plans for a condition that suit this patient, and how a subscription takes one on. */
@Injectable()
export class PlanOffers {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async suitableFor(userId: number, condition: string): Promise<PlanOffer[]> {
    const [offers, patient] = await readAll(this.em, [
      () => this.queries.execute(new ListPlansForConditionQuery(condition)),
      () => this.queries.execute(new GetPatientDetailsQuery(userId)),
    ]);
    return suitablePlans(offers, { sexAtBirth: patient?.sexAtBirth });
  }
}

/** Replaces the subscription's supplies with copies of the plan's, at today's catalogue prices. */
export function takeOnPlan(subscription: Subscription, offer: PlanOffer): void {
  subscription.items.removeAll();
  offer.items.forEach((item, position) => {
    subscription.items.add(
      Object.assign(new SubscriptionItem(), {
        position,
        catalogueItemId: item.itemId,
        code: item.code,
        name: item.name,
        pricePence: item.pricePence,
        interval: item.interval ?? undefined,
        intervalCount: item.intervalCount ?? undefined,
      }),
    );
  });
  subscription.treatmentPlanId = offer.planId;
  subscription.pricePence = offer.items[0].pricePence;
}
