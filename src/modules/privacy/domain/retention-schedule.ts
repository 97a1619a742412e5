/**
 * How long records are kept: the one place the retention sweep reads its periods from.
 * docs/data-rights-and-retention.md shows the same table, and retention-schedule.spec.ts
 * fails when the two disagree. Change a period here and in the doc together.
 */
export const RETENTION = {
  /** A copy of a patient's data can be downloaded this long after it is ready; then the file is deleted. */
  dataExportDays: 7,
  /** A sign-up waiting for its emailed code, untouched this long (its guest session lapses after 2 hours idle), is deleted. */
  pendingRegistrationDays: 1,
  /** A consultation draft nobody has touched for this long is deleted, with its photos. */
  abandonedConsultationDraftDays: 90,
  /** An erased patient's payment records: HMRC wants 6 years from the end of the financial year they fall in. */
  paymentRecordYearsAfterErasure: 7,
  /** An erased patient's clinical records: the NHS records code's 8 years for adult health records, above the 2 years HMRs reg 253 sets for prescriptions. */
  clinicalRecordYearsAfterErasure: 8,
} as const;

/** An export still 'preparing' this long after it was asked for has lost its job: it is marked failed so the patient can ask again. */
export const STALLED_EXPORT_HOURS = 24;

export interface RetentionRule {
  /** The record, as the doc's table names it (first column). */
  record: string;
  /** How long, as the doc's table says it (second column). */
  keptFor: string;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** The rows of the doc's retention table that the sweep enforces, written from the constants above. */
export const ENFORCED_RETENTION: RetentionRule[] = [
  { record: 'Copy of your data (ZIP)', keptFor: `${plural(RETENTION.dataExportDays, 'day')} after it is ready` },
  { record: 'Unfinished sign-up (pending registration) and its codes', keptFor: `${plural(RETENTION.pendingRegistrationDays, 'day')} after it was last changed` },
  { record: 'Unfinished consultation (draft) and its photos', keptFor: `${plural(RETENTION.abandonedConsultationDraftDays, 'day')} after it was last saved` },
  { record: 'Payment records of an erased account', keptFor: `${plural(RETENTION.paymentRecordYearsAfterErasure, 'year')} after the erasure` },
  { record: 'Clinical records of an erased account', keptFor: `${plural(RETENTION.clinicalRecordYearsAfterErasure, 'year')} after the erasure` },
];

const DAY_MS = 24 * 3600 * 1000;

export const daysBefore = (instant: Date, days: number) => new Date(instant.getTime() - days * DAY_MS);
export const daysAfter = (instant: Date, days: number) => new Date(instant.getTime() + days * DAY_MS);

/** The same moment `years` calendar years earlier (29 February falls back to 1 March). */
export function yearsBefore(instant: Date, years: number): Date {
  const earlier = new Date(instant);
  earlier.setUTCFullYear(earlier.getUTCFullYear() - years);
  return earlier;
}
