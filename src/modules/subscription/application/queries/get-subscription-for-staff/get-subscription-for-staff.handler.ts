import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { readAll } from '../../../../../shared/database/read-all';
import { dispatchReference } from '../../../../fulfilment';
import { GetCustomerCardQuery, GetPeopleByIdQuery } from '../../../../identity';
import { GetPrescriptionQuery } from '../../../../prescribing';
import { ItemChangeProposal } from '../../../infrastructure/item-change-proposal.entity';
import { Subscription } from '../../../infrastructure/subscription.entity';
import { PaymentRecord } from '../../../infrastructure/payment.entity';
import { SubscriptionAddOn } from '../../../infrastructure/subscription-add-on.entity';
import { ukCalendarDate } from '../../../../../shared/domain/calendar-date';
import { Clock } from '../../../../../shared/domain/clock';
import { PrescriptionDateWindow } from '../../prescription-date-window';
import { ProviderReferences } from '../../provider-references';
import { StaffWorkbench } from '../../staff-workbench';
import { GetSubscriptionForStaffQuery, StaffAddOn, StaffSubscriptionDetail } from './get-subscription-for-staff.query';

@QueryHandler(GetSubscriptionForStaffQuery)
export class GetSubscriptionForStaffHandler implements IQueryHandler<GetSubscriptionForStaffQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly workbench: StaffWorkbench,
    private readonly providerReferences: ProviderReferences,
    private readonly prescriptionDates: PrescriptionDateWindow,
    private readonly clock: Clock,
  ) {}

  async execute({ subscriptionId }: GetSubscriptionForStaffQuery): Promise<StaffSubscriptionDetail> {
    const subscription = await this.workbench.subscription(subscriptionId);
    const [customer, others, catalogue, references, pending, addOns, nextSupplyFrom] = await readAll(this.em, [
      () => this.queries.execute(new GetCustomerCardQuery(subscription.userId)),
      () => this.em.find(Subscription, { userId: subscription.userId, id: { $ne: subscription.id } }, { orderBy: { id: 'desc' }, fields: ['id', 'status', 'treatmentPlanId', 'dueAt'] }),
      () => this.workbench.catalogue(),
      () => this.providerReferences.of([subscription.id]),
      () => this.em.findOne(ItemChangeProposal, { subscriptionId, status: 'pending' }),
      () => this.addOns(subscriptionId),
      () => this.prescriptionDates.nextSupplyFrom(subscription, ukCalendarDate(this.clock.now())),
    ]);
    const proposer = pending && (await this.queries.execute(new GetPeopleByIdQuery([pending.proposedByUserId])))[pending.proposedByUserId];
    const treatmentOfPlan = new Map(catalogue.flatMap((treatment) => treatment.plans.map((plan) => [plan.id, { title: treatment.title, plan: plan.name }] as const)));
    const items = subscription.items.getItems().map((item) => ({
      id: item.id,
      position: item.position,
      catalogueItemId: item.catalogueItemId,
      code: item.code,
      name: item.name,
      pricePence: item.pricePence,
      transactionPricePence: item.transactionPricePence ?? null,
      interval: item.interval ?? null,
      intervalCount: item.intervalCount ?? null,
      status: item.status,
      paidAt: item.paidAt?.toISOString() ?? null,
      transactionId: item.transactionId ?? null,
      shippedOn: item.shippedOn ?? null,
      trackingNumber: item.trackingNumber ?? null,
    }));
    const sent = items.filter((item) => item.status === 'shipped' || item.trackingNumber);
    // Each supply sent beside the prescription it was dispensed against, as the dispatch list shows them.
    const scripts = await readAll(this.em, sent.map((item) => () => this.queries.execute(new GetPrescriptionQuery(subscription.id, item.id))));
    return {
      subscription: {
        id: subscription.id,
        status: subscription.status,
        treatment: treatmentOfPlan.get(subscription.treatmentPlanId)?.title ?? 'Unknown plan',
        planName: treatmentOfPlan.get(subscription.treatmentPlanId)?.plan ?? '',
        condition: subscription.condition,
        dueAt: subscription.dueAt ?? null,
        pricePence: subscription.pricePence,
        stripeSubscriptionId: subscription.stripeSubscriptionId ?? null,
        providerReference: references.get(subscription.id) ?? null,
        pausedUntil: subscription.pausedUntil ?? null,
        prescriptionExpiresOn: subscription.prescriptionExpiresOn ?? null,
        nextSupplyFrom,
        createdAt: subscription.createdAt.toISOString(),
        items,
        addOns,
      },
      customer,
      oldOrders: sent
        .map((item, index) => ({
          id: item.id,
          reference: dispatchReference(item.id),
          scriptRef: scripts[index]?.scriptRef ?? null,
          status: item.status,
          codes: [item.code, ...addOns.filter((addOn) => addOn.supplyItemId === item.id).map((addOn) => addOn.code)],
          shippedOn: item.shippedOn,
          trackingNumber: item.trackingNumber,
        }))
        .sort((a, b) => (b.shippedOn ?? '').localeCompare(a.shippedOn ?? '')),
      otherSubscriptions: others.map((other) => ({ id: other.id, status: other.status, treatment: treatmentOfPlan.get(other.treatmentPlanId)?.title ?? 'Unknown plan', dueAt: other.dueAt ?? null })),
      pendingChange: pending && {
        id: pending.id,
        kind: pending.kind,
        replaces: pending.replaces ?? null,
        proposed: `[${pending.itemCode}] ${pending.itemName}`,
        proposedBy: proposer?.name || proposer?.email || `Staff #${pending.proposedByUserId}`,
        proposedAt: pending.proposedAt.toISOString(),
      },
    };
  }

  /** The add-ons each paid renewal carried, then those waiting for the next box. */
  private async addOns(subscriptionId: number): Promise<StaffAddOn[]> {
    const [payments, waiting] = await readAll(this.em, [
      () => this.em.find(PaymentRecord, { subscriptionId, status: 'succeeded', subscriptionItemId: { $ne: null } }, { orderBy: { id: 'asc' } }),
      () => this.em.find(SubscriptionAddOn, { subscription: subscriptionId }, { orderBy: { id: 'asc' } }),
    ]);
    return [
      ...payments.flatMap((payment) =>
        payment.addOnLines.map(({ code, name, pricePence, frequency }) => ({
          code,
          name,
          pricePence,
          frequency,
          supplyItemId: payment.subscriptionItemId ?? null,
          boxReference: payment.subscriptionItemId ? dispatchReference(payment.subscriptionItemId) : null,
        })),
      ),
      ...waiting.map(({ code, name, pricePence, frequency }) => ({ code, name, pricePence, frequency, supplyItemId: null, boxReference: null })),
    ];
  }
}
