import type { EntityManager } from '@mikro-orm/postgresql';
import { arrayLiteral } from '../../../shared/database/array-literal';
import { readRows } from '../../../shared/database/read-rows';
import type { PrescriptionAuthority } from '../domain/supply-authority';
import { PrescriptionLine } from './prescription-line.entity';
import { PrescriptionSupply } from './prescription-supply.entity';
import { Prescription } from './prescription.entity';

export interface PrescriptionWithSupplies {
  prescription: Prescription;
  /** In line-number order. */
  lines: PrescriptionLine[];
  supplies: PrescriptionSupply[];
}

/**
 * A subscription's latest prescription with its lines and the supplies counted against it, in one
 * statement mapped into managed entities. Every renewal asks this once (may it be supplied? The
 * count once paid uses the same read: SupplyCounter.countRenewal); as three ORM finds, these reads
 * were most of the CPU a renewal saved when they became one (docs/benchmarks.md, renewals,
 * 2026-11-29). The rows are mapped as stored, over any unflushed change to the same entities:
 * approval, which writes a prescription and counts its first supply in one unit of work, reads
 * through the ORM instead (SupplyCounter.count).
 */
export async function readLatestPrescription(em: EntityManager, subscriptionId: number): Promise<PrescriptionWithSupplies | null> {
  const [row] = await em.getConnection().execute<PrescriptionRow[]>(`select ${WITH_SUPPLIES} where p.subscription_id = ? order by p.id desc limit 1`, [subscriptionId], 'all', em.getTransactionContext());
  return row ? mapped(em, row) : null;
}

/** The same read for many subscriptions in one statement (a renewal batch's); a subscription without a prescription maps to null. */
export async function readLatestPrescriptions(em: EntityManager, subscriptionIds: readonly number[]): Promise<Map<number, PrescriptionWithSupplies | null>> {
  const rows = await em
    .getConnection()
    .execute<PrescriptionRow[]>(`select distinct on (p.subscription_id) ${WITH_SUPPLIES} where p.subscription_id = any(?::int[]) order by p.subscription_id, p.id desc`, [arrayLiteral(subscriptionIds)], 'all', em.getTransactionContext());
  const latest = new Map<number, PrescriptionWithSupplies | null>(subscriptionIds.map((id) => [id, null]));
  for (const row of rows) latest.set(row.subscription_id, mapped(em, row));
  return latest;
}

/**
 * What the latest prescriptions of many subscriptions authorise, as plain objects in one statement:
 * for answering whether a supply may be made (a customer's dashboard, on every load) without
 * mapping rows into entities nobody changes. A subscription without a prescription is absent.
 */
export async function readLatestAuthorities(em: EntityManager, subscriptionIds: readonly number[]): Promise<Map<number, PrescriptionAuthority & { id: number }>> {
  const rows = await readRows<{ subscription_id: number; authority: PrescriptionAuthority & { id: number } }>(
    em,
    `select distinct on (p.subscription_id) p.subscription_id,
            json_build_object('id', p.id, 'prescribedOn', p.prescribed_on, 'expiresOn', p.expires_on,
              'lines', (select coalesce(json_agg(json_build_object('id', l.id, 'itemCode', l.item_code, 'suppliesAuthorised', l.supplies_authorised,
                                'minIntervalDays', l.min_interval_days, 'maxCourseDays', l.max_course_days) order by l.line_number), '[]') from prescription_line l where l.prescription_id = p.id),
              'supplies', (select coalesce(json_agg(json_build_object('lineId', s.line_id, 'suppliedOn', s.supplied_on) order by s.supply_number), '[]')
                             from prescription_supply s where s.prescription_id = p.id)) as authority
       from prescription p where p.subscription_id = any(?::int[]) order by p.subscription_id, p.id desc`,
    [arrayLiteral(subscriptionIds)],
  );
  return new Map(rows.map((row) => [row.subscription_id, row.authority]));
}

interface PrescriptionRow {
  subscription_id: number;
  prescription: Record<string, unknown>;
  lines: Record<string, unknown>[];
  supplies: Record<string, unknown>[];
}

/** A prescription row with its lines and supplies as JSON; `distinct on` (many subscriptions) keeps each one's first in `p.id desc` order, its latest. */
const WITH_SUPPLIES = `p.subscription_id, row_to_json(p) as prescription,
            (select coalesce(json_agg(l order by l.line_number), '[]') from prescription_line l where l.prescription_id = p.id) as lines,
            (select coalesce(json_agg(s order by s.supply_number), '[]') from prescription_supply s where s.prescription_id = p.id) as supplies
       from prescription p`;

function mapped(em: EntityManager, row: PrescriptionRow): PrescriptionWithSupplies {
  return {
    prescription: em.map(Prescription, row.prescription),
    lines: row.lines.map((line) => em.map(PrescriptionLine, line)),
    supplies: row.supplies.map((supply) => em.map(PrescriptionSupply, supply)),
  };
}
