import type { EntityManager } from '@mikro-orm/postgresql';
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
  const [row] = await em.getConnection().execute<Record<string, unknown>[]>(
    `select row_to_json(p) as prescription,
            (select coalesce(json_agg(l order by l.line_number), '[]') from prescription_line l where l.prescription_id = p.id) as lines,
            (select coalesce(json_agg(s order by s.supply_number), '[]') from prescription_supply s where s.prescription_id = p.id) as supplies
       from prescription p where p.subscription_id = ? order by p.id desc limit 1`,
    [subscriptionId],
    'all',
    em.getTransactionContext(),
  );
  if (!row) return null;
  return {
    prescription: em.map(Prescription, row.prescription as Record<string, unknown>),
    lines: (row.lines as Record<string, unknown>[]).map((line) => em.map(PrescriptionLine, line)),
    supplies: (row.supplies as Record<string, unknown>[]).map((supply) => em.map(PrescriptionSupply, supply)),
  };
}
