import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { readAll } from '../../../shared/database/read-all';
import { TransactionReads } from '../../../shared/database/transaction-reads';
import type { CalendarDate } from '../../../shared/domain/calendar-date';
import { PrescriptionNotFoundError, SupplyNotAuthorisedError } from '../domain/prescribing.errors';
import { authoriseSupply, dispatchRefusal, isRefusal, totalAuthorised, type SupplyAllowed, type SupplyRefusal } from '../domain/supply-authority';
import { Prescription } from '../infrastructure/prescription.entity';
import { PrescriptionLine } from '../infrastructure/prescription-line.entity';
import { PrescriptionSupply } from '../infrastructure/prescription-supply.entity';
import { type PrescriptionWithSupplies, readLatestAuthorities, readLatestPrescription, readLatestPrescriptions } from '../infrastructure/prescription-rows';

const NOT_PRESCRIBED = 'There is no prescription for this treatment: a prescriber must approve it first.';

export type SupplyOutcome = (SupplyAllowed & { prescriptionId: number; line: PrescriptionLine }) | (SupplyRefusal & { prescriptionId: number | null });

/**
 * Counts supplies against prescriptions (HMR 2012 reg 217): whether the next supply of a medicine
 * is allowed on a day, and the supply recorded with its number once it is paid for. The rules
 * themselves are in domain/supply-authority.ts.
 */
@Injectable()
export class SupplyCounter {
  /**
   * The prescriptions read in a transaction, by subscription (by `readAhead` or `check`), for the
   * `check` and `countRenewal` later in the same one: see countRenewal for why they stay true.
   */
  private readonly readIn = new TransactionReads<number, PrescriptionWithSupplies | null>();

  constructor(private readonly em: EntityManager) {}

  /**
   * Reads the latest prescriptions of many subscriptions in one statement, for their checks and
   * counts later in the caller's transaction, which must hold the subscriptions' row locks already
   * (a renewal batch, after lockBatchRenewalRows): each renewal then reads nothing of its own.
   */
  async readAhead(subscriptionIds: readonly number[]): Promise<void> {
    if (subscriptionIds.length > 0) await this.readIn.readAhead(this.em, () => readLatestPrescriptions(this.em, subscriptionIds));
  }

  /** Whether a supply of `itemCode` for the subscription may be made on `onDate`, against its latest prescription. */
  async check(subscriptionId: number, itemCode: string, onDate: CalendarDate): Promise<SupplyOutcome> {
    const latest = await this.readIn.get(this.em, subscriptionId, () => readLatestPrescription(this.em, subscriptionId));
    this.readIn.keep(this.em, subscriptionId, latest);
    if (!latest) return { rule: 'not-prescribed', prescriptionId: null, message: NOT_PRESCRIBED };
    return this.outcome(latest, itemCode, onDate);
  }

  /**
   * `check` for many subscriptions at once, against their latest prescriptions read in one
   * statement as plain rows (a customer's dashboard asks this for each running treatment on every load).
   */
  async checkMany(checks: readonly { subscriptionId: number; itemCode: string }[], onDate: CalendarDate): Promise<((SupplyAllowed & { prescriptionId: number }) | (SupplyRefusal & { prescriptionId: number | null }))[]> {
    if (checks.length === 0) return [];
    const latest = await readLatestAuthorities(this.em, [...new Set(checks.map((each) => each.subscriptionId))]);
    return checks.map(({ subscriptionId, itemCode }) => {
      const authority = latest.get(subscriptionId);
      if (!authority) return { rule: 'not-prescribed', prescriptionId: null, message: NOT_PRESCRIBED };
      return { ...authoriseSupply(authority, itemCode, onDate), prescriptionId: authority.id };
    });
  }

  /**
   * Records the supply of one subscription item, numbered; the same item asked again gets the
   * number it was given. Refuses, naming the rule, a supply the prescription does not authorise.
   */
  async count(prescriptionId: number, subscriptionItemId: number, itemCode: string, onDate: CalendarDate): Promise<SupplyAllowed & { line: PrescriptionLine }> {
    const already = await this.em.findOne(PrescriptionSupply, { subscriptionItemId });
    if (already) return this.counted(already);
    const prescription = await this.em.findOne(Prescription, prescriptionId);
    if (!prescription) throw new PrescriptionNotFoundError();
    // Through the unit of work, not readLatestPrescription: the prescription is written in this one and may not be flushed yet.
    const [lines, supplies] = await readAll(this.em, [
      () => this.em.find(PrescriptionLine, { prescriptionId }, { orderBy: { lineNumber: 'asc' } }),
      () => this.em.find(PrescriptionSupply, { prescriptionId }),
    ]);
    const outcome = this.outcome({ prescription, lines, supplies }, itemCode, onDate);
    if (isRefusal(outcome)) throw new SupplyNotAuthorisedError(outcome.message);
    this.em.persist(this.em.create(PrescriptionSupply, { prescriptionId, lineId: outcome.line.id, supplyNumber: outcome.supplyNumber, subscriptionItemId, suppliedOn: onDate, createdAt: new Date() }));
    await this.em.flush();
    return outcome;
  }

  /**
   * Counts a paid renewal against the subscription's prescription in force, in the renewal's
   * transaction (which flushes it); the same item asked again gets the number it was given. A
   * refusal comes back rather than being thrown: the money is taken by now (CountRenewedSupply).
   *
   * At most one read, because a batch of renewals runs thousands of these. When the renewal
   * checked the supply earlier in this transaction, or its batch read the prescription ahead
   * (readAhead), that read is used again: the renewal locked the subscription row before it,
   * and whatever writes a prescription (PrescriptionWriter, after
   * StartReviewDecision or SettleItemChange) or counts a supply (this class, in a renewal, a
   * confirmed payment or an approval) locks that row first, so neither can have changed since.
   * A payment confirmed days later is counted in a transaction of its own, which reads afresh.
   */
  async countRenewal(subscriptionId: number, subscriptionItemId: number, itemCode: string, onDate: CalendarDate): Promise<(SupplyAllowed & { line: PrescriptionLine; prescription: Prescription }) | SupplyRefusal> {
    const checked = this.readIn.take(this.em, subscriptionId);
    const latest = checked.found ? checked.value : await readLatestPrescription(this.em, subscriptionId);
    if (!latest) return { rule: 'not-prescribed', message: NOT_PRESCRIBED };
    const { prescription, lines, supplies } = latest;
    const already = supplies.find((supply) => supply.subscriptionItemId === subscriptionItemId);
    if (already) return { line: lines.find((line) => line.id === already.lineId)!, supplyNumber: already.supplyNumber, suppliesAuthorised: totalAuthorised(lines), prescription };
    const outcome = authoriseSupply({ prescribedOn: prescription.prescribedOn, expiresOn: prescription.expiresOn, lines, supplies }, itemCode, onDate);
    if (isRefusal(outcome)) return outcome;
    const line = outcome.line as PrescriptionLine;
    this.em.persist(this.em.create(PrescriptionSupply, { prescriptionId: prescription.id, lineId: line.id, supplyNumber: outcome.supplyNumber, subscriptionItemId, suppliedOn: onDate, createdAt: new Date() }));
    return { ...outcome, line, prescription };
  }

  /** Why the counted supply of a subscription item may not be dispatched on `onDate`, or null when it may; an uncounted one may not. */
  async dispatchRefusal(subscriptionItemId: number, onDate: CalendarDate): Promise<string | null> {
    const supply = await this.em.findOne(PrescriptionSupply, { subscriptionItemId });
    if (!supply) return 'This supply has not been counted against a prescription: a prescriber must prescribe it first.';
    const prescription = await this.em.findOneOrFail(Prescription, supply.prescriptionId);
    return dispatchRefusal(prescription, supply.supplyNumber, onDate);
  }

  /** The supply recorded for a subscription item, if any: what its order and register row say. */
  async of(subscriptionItemId: number): Promise<(SupplyAllowed & { line: PrescriptionLine }) | null> {
    const supply = await this.em.findOne(PrescriptionSupply, { subscriptionItemId });
    return supply ? this.counted(supply) : null;
  }

  private outcome({ prescription, lines, supplies }: PrescriptionWithSupplies, itemCode: string, onDate: CalendarDate): SupplyOutcome {
    const outcome = authoriseSupply({ prescribedOn: prescription.prescribedOn, expiresOn: prescription.expiresOn, lines, supplies }, itemCode, onDate);
    return isRefusal(outcome) ? { ...outcome, prescriptionId: prescription.id } : { ...outcome, line: outcome.line as PrescriptionLine, prescriptionId: prescription.id };
  }

  private async counted(supply: PrescriptionSupply): Promise<SupplyAllowed & { line: PrescriptionLine }> {
    const lines = await this.em.find(PrescriptionLine, { prescriptionId: supply.prescriptionId });
    const line = lines.find((candidate) => candidate.id === supply.lineId)!;
    return { line, supplyNumber: supply.supplyNumber, suppliesAuthorised: totalAuthorised(lines) };
  }
}
