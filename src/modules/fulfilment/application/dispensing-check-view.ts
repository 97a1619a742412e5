import type { CheckKind } from '../domain/dispensing-checks';
import type { DispensingCheck } from '../infrastructure/dispensing-check.entity';

/** A recorded check as the dispatch list, the subscription page and the check dialogs show it. */
export interface DispensingCheckView {
  kind: CheckKind;
  pharmacist_name: string;
  gphc_number: string;
  /** ISO 8601 instant. */
  checked_at: string;
  /** Accuracy check only. */
  product_code: string | null;
  batch_number: string | null;
  expiry_date: string | null;
}

export const dispensingCheckView = (check: DispensingCheck): DispensingCheckView => ({
  kind: check.kind,
  pharmacist_name: check.pharmacistName,
  gphc_number: check.pharmacistGphcNumber,
  checked_at: check.checkedAt.toISOString(),
  product_code: check.productCode ?? null,
  batch_number: check.batchNumber ?? null,
  expiry_date: check.expiresOn ?? null,
});

/** The check of each kind that counts: the newest (a check made again replaces the earlier one, which stays as history). */
export function latestChecks(checks: Iterable<DispensingCheck>): Partial<Record<CheckKind, DispensingCheck>> {
  const latest: Partial<Record<CheckKind, DispensingCheck>> = {};
  for (const check of checks) if (!latest[check.kind] || latest[check.kind]!.id < check.id) latest[check.kind] = check;
  return latest;
}
