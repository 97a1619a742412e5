import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ukCalendarDate } from '../../../shared/domain/calendar-date';
import { Clock } from '../../../shared/domain/clock';
import { FindPatientsAtSameAddressQuery, FindPatientsWithSameNameAndBirthDateQuery, GetPeopleByIdQuery } from '../../identity';
import { ListPatientSuppliesQuery } from '../../prescribing';
import { FindSubscriptionsUnderReviewQuery, GetOrderRiskFactsQuery, HoldSubscriptionsCommand, RecordOpenRiskFlagsCommand } from '../../subscription';
import { type CardUse, type FlagDraft, mirroredFlag, type SharedKind, overlappingSubscriptionsFlag, sameAddressFlag, sameCardFlag, samePersonFlag, tooSoonFlag } from '../domain/order-risk-rules';
import { OrderRiskCard } from '../infrastructure/order-risk-card.entity';
import { OrderRiskCheck } from '../infrastructure/order-risk-check.entity';
import { OrderRiskFlag } from '../infrastructure/order-risk-flag.entity';

const UNDER_REVIEW = new Set(['review', 'reconsult']);

export type AssessmentOccasion = { kind: 'review' } | { kind: 'renewal'; subscriptionItemId: number; paidOn: string };

/** `raised` counts the checked subscription's new flags; those mirrored to others publish their own counts. */
export type Assessment = { checked: false } | { checked: true; raised: number };

const NOT_CHECKED: Assessment = { checked: false };

export const occasionKey = (occasion: AssessmentOccasion) => (occasion.kind === 'review' ? 'review' : `renewal:${occasion.subscriptionItemId}`);

/**
 * Gathers the facts each rule needs, from each context through its index.ts (every lookup on an
 * index), runs the rules and stores what they raise, once per occasion. Works in the caller's
 * unit of work.
 */
@Injectable()
export class RiskAssessor {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  /**
   * What the check did: nothing when this occasion had been checked already (nothing is computed
   * again), or how many new flags it raised on this subscription.
   */
  async assess(subscriptionId: number, occasion: AssessmentOccasion): Promise<Assessment> {
    const key = occasionKey(occasion);
    if (await this.em.findOne(OrderRiskCheck, { subscriptionId, occasion: key })) return NOT_CHECKED;
    const facts = await this.queries.execute(new GetOrderRiskFactsQuery(subscriptionId));
    if (!facts) return NOT_CHECKED;
    const orderedOn = occasion.kind === 'renewal' ? occasion.paidOn : ukCalendarDate(this.clock.now());
    // A review check asked for a subscription no longer (or not yet) under review, say one approved
    // before these checks existed: recorded as done, with nothing raised on today's facts.
    if (occasion.kind === 'review' && !UNDER_REVIEW.has(facts.status)) {
      this.em.persist(Object.assign(new OrderRiskCheck(), { subscriptionId, occasion: key, checkedAt: this.clock.now(), raised: 0 }));
      await this.em.flush();
      return NOT_CHECKED;
    }

    // Sequential: in a transaction they share one connection anyway.
    const address = await this.queries.execute(new FindPatientsAtSameAddressQuery(facts.userId));
    const samePeople = await this.queries.execute(new FindPatientsWithSameNameAndBirthDateQuery(facts.userId));
    const cardUses = facts.cardFingerprint ? await this.cardUses(subscriptionId, facts.userId, facts.cardFingerprint) : [];
    const supplies = await this.queries.execute(new ListPatientSuppliesQuery(facts.userId));
    const conditionOf = new Map([[facts.subscriptionId, facts.condition], ...facts.otherSubscriptions.map((other) => [other.id, other.condition] as const)]);

    const drafts = [
      sameAddressFlag(address.address, address.others),
      sameCardFlag(facts.userId, cardUses),
      samePersonFlag(samePeople),
      overlappingSubscriptionsFlag({ id: facts.subscriptionId, condition: facts.condition }, facts.otherSubscriptions),
      tooSoonFlag({ subscriptionId, condition: facts.condition, orderedOn, orderedItemId: occasion.kind === 'renewal' ? occasion.subscriptionItemId : undefined }, supplies, conditionOf),
    ].filter((draft): draft is FlagDraft => draft !== null);

    const fresh = await this.raise(subscriptionId, drafts, occasion.kind);
    this.em.persist(Object.assign(new OrderRiskCheck(), { subscriptionId, occasion: key, checkedAt: this.clock.now(), raised: fresh }));
    await this.em.flush();

    const sharing: [SharedKind, number[]][] = [
      ['same_address', address.others.map((other) => other.userId)],
      ['same_card', cardUses.map((use) => use.userId)],
      ['same_person', samePeople.map((other) => other.userId)],
    ];
    await this.mirror(subscriptionId, facts.userId, sharing, address.address);
    return { checked: true, raised: fresh };
  }

  /** Stores the drafts this subscription does not have yet (by kind and evidence); returns how many. */
  private async raise(subscriptionId: number, drafts: FlagDraft[], occasion: 'review' | 'renewal'): Promise<number> {
    if (drafts.length === 0) return 0;
    const known = new Set((await this.em.find(OrderRiskFlag, { subscriptionId }, { fields: ['kind', 'evidence'] })).map((flag) => `${flag.kind}/${flag.evidence}`));
    const fresh = drafts.filter((draft) => !known.has(`${draft.kind}/${draft.evidence}`));
    for (const draft of fresh) this.em.persist(Object.assign(new OrderRiskFlag(), { subscriptionId, ...draft, occasion, raisedAt: this.clock.now() }));
    return fresh.length;
  }

  /**
   * A mirrored flag joins an open flag of the same kind the subscription already has (the new
   * account added to its sentence and evidence) rather than making one flag per account: a card
   * shared by ten accounts is one flag to read, not ten.
   */
  private async raiseOrJoin(subscriptionId: number, drafts: FlagDraft[], userId: number): Promise<number> {
    const fresh: FlagDraft[] = [];
    let joined = 0;
    for (const draft of drafts) {
      const open = await this.em.findOne(OrderRiskFlag, { subscriptionId, kind: draft.kind, acknowledgedAt: null }, { orderBy: { id: 'desc' } });
      const ids = open?.evidence.split(',') ?? [];
      if (open && ids.includes(String(userId))) continue;
      const evidence = [...ids, String(userId)].map(Number).sort((a, b) => a - b).join(',');
      if (open && evidence.length <= 200) {
        Object.assign(open, { evidence, details: `${open.details} Also: ${draft.details}` });
        joined += 1;
      } else fresh.push(draft);
    }
    return joined + (await this.raise(subscriptionId, fresh, 'review'));
  }

  /** The other patients' subscriptions under review get the same flag naming this patient (see mirroredFlag). */
  private async mirror(subscriptionId: number, userId: number, sharing: [SharedKind, number[]][], address: string | null): Promise<void> {
    const others = [...new Set(sharing.flatMap(([, ids]) => ids))];
    if (others.length === 0) return;
    const theirs = (await this.queries.execute(new FindSubscriptionsUnderReviewQuery(others))).filter((their) => their.id !== subscriptionId);
    if (theirs.length === 0) return;
    const me = { userId, name: (await this.queries.execute(new GetPeopleByIdQuery([userId])))[userId]?.name ?? `Customer #${userId}` };
    // Their rows first, then their flags, as a review decision takes them: a prescriber approving
    // one of them meanwhile then waits for this to finish instead of deadlocking with it.
    await this.commands.execute(new HoldSubscriptionsCommand(theirs.map((their) => their.id)));
    const changed: number[] = [];
    for (const their of theirs) {
      const drafts = sharing
        .filter(([, ids]) => ids.includes(their.userId))
        .map(([kind]) => mirroredFlag(kind, me, their.userId, { address, subscriptionId }))
        .filter((draft): draft is FlagDraft => draft !== null);
      if ((await this.raiseOrJoin(their.id, drafts, userId)) > 0) changed.push(their.id);
    }
    await this.em.flush();
    for (const id of changed) await this.publishOpenCount(id);
  }

  async openFlags(subscriptionId: number): Promise<number> {
    return this.em.count(OrderRiskFlag, { subscriptionId, acknowledgedAt: null });
  }

  /** Tells the subscription how many flags are open, for the back-office list. */
  async publishOpenCount(subscriptionId: number): Promise<void> {
    await this.commands.execute(new RecordOpenRiskFlagsCommand(subscriptionId, await this.openFlags(subscriptionId)));
  }

  /** Records this subscription's card, then finds other customers' subscriptions on it (order_risk_card's fingerprint index). */
  private async cardUses(subscriptionId: number, userId: number, fingerprint: string): Promise<CardUse[]> {
    await this.em.upsert(OrderRiskCard, { subscriptionId, userId, fingerprint, recordedAt: this.clock.now() });
    const rows = await this.em
      .getConnection()
      .execute<{ subscription_id: number; user_id: number }[]>('select subscription_id, user_id from order_risk_card where fingerprint = ? and user_id <> ? order by subscription_id limit 50', [fingerprint, userId]);
    if (rows.length === 0) return [];
    const people = await this.queries.execute(new GetPeopleByIdQuery([...new Set(rows.map((row) => row.user_id))]));
    return rows.map((row) => ({ userId: row.user_id, subscriptionId: row.subscription_id, name: people[row.user_id]?.name ?? `Customer #${row.user_id}` }));
  }
}
