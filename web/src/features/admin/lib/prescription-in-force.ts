import { countOf } from '../../../lib/format/count-of';

/** The counts the Prescription panel shows, as a prescriber or pharmacist reads them. */
export interface SupplyCounts {
  supplies_authorised: number;
  supplies_made: number;
  supplies_left: number;
}

/** '2 of 6 used': supplies counted against the prescription (paid, shipped or not) out of those it authorises. */
export const suppliesUsed = ({ supplies_made, supplies_authorised }: SupplyCounts) => `${supplies_made} of ${supplies_authorised} used`;

/** '2 of 6 used, 4 left'. */
export const suppliesUsedAndLeft = (counts: SupplyCounts) => `${suppliesUsed(counts)}, ${counts.supplies_left} left`;

/** 'at least 56 days apart': the fewest days from the previous supply to one of this medicine. */
export const suppliesApart = (days: number) => `at least ${countOf(days, 'day')} apart`;

/**
 * Why nothing more can be supplied against the prescription, each a warning the panel shows:
 * every supply made, or past its expiry. A prescription is valid through its expiry date
 * (the server refuses a supply only on a later day); `today` is the UK calendar date, YYYY-MM-DD.
 */
export function prescriptionEndings(prescription: SupplyCounts & { expires_on: string }, today: string): string[] {
  const endings: string[] = [];
  if (prescription.supplies_left <= 0) endings.push('All supplies used');
  if (today > prescription.expires_on) endings.push('Expired');
  return endings;
}
