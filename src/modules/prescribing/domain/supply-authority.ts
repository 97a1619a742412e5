import { addCalendarDays, addCalendarMonths, type CalendarDate } from '../../../shared/domain/calendar-date';

/** What a prescriber authorises unless they choose otherwise: the plan's rhythm, six supplies (about a year). */
export const DEFAULT_SUPPLIES_AUTHORISED = 6;
/**
 * The shortest gap between two supplies unless the prescriber chooses otherwise: 8 weeks for a
 * supply meant to last 2 months, so a customer who brings a delivery forward by a few days still
 * gets it, while a second pack cannot go out weeks early (docs/prescribing-and-fulfilment.md).
 */
export const DEFAULT_MIN_INTERVAL_DAYS = 56;
export const SUPPLIES_AUTHORISED_RANGE = { min: 1, max: 12 } as const;
export const MIN_INTERVAL_DAYS_RANGE = { min: 14, max: 180 } as const;
/** HMR 2012 reg 217: the first supply against a prescription-only prescription is made within 6 months of its date. */
export const FIRST_SUPPLY_WITHIN_MONTHS = 6;

/** One medicine the prescription authorises and how many supplies of it. */
export interface LineAuthority {
  id: number;
  itemCode: string;
  suppliesAuthorised: number;
  minIntervalDays: number;
  /** The longest continuous course without a prescriber's review, in days; none when unlimited. */
  maxCourseDays?: number | null;
}

/** A supply already made (or paid and on its way) against the prescription. */
export interface SupplyMade {
  lineId: number;
  suppliedOn: CalendarDate;
}

export interface PrescriptionAuthority {
  prescribedOn: CalendarDate;
  expiresOn: CalendarDate;
  lines: readonly LineAuthority[];
  supplies: readonly SupplyMade[];
}

/** Why a supply may not be made; each names the rule of HMR 2012 reg 217 it would break. */
export type SupplyRefusal =
  | { rule: 'not-prescribed'; message: string }
  | { rule: 'first-supply-overdue'; message: string }
  | { rule: 'expired'; message: string }
  | { rule: 'all-supplied'; message: string }
  | { rule: 'course-ended'; message: string }
  | { rule: 'too-soon'; message: string; allowedFrom: CalendarDate };

export interface SupplyAllowed {
  line: LineAuthority;
  /** Counted across the whole prescription: '3 of 6'. */
  supplyNumber: number;
  suppliesAuthorised: number;
}

/** The rules a supply of `itemCode` on `onDate` must meet (reg 217), or the supply's number when it meets them all. */
export function authoriseSupply(prescription: PrescriptionAuthority, itemCode: string, onDate: CalendarDate): SupplyAllowed | SupplyRefusal {
  const line = prescription.lines.find((candidate) => candidate.itemCode === itemCode);
  if (!line) return { rule: 'not-prescribed', message: `${itemCode} is not on the prescription: a prescriber must prescribe it before it can be supplied.` };
  if (onDate > prescription.expiresOn) return { rule: 'expired', message: `The prescription expired on ${prescription.expiresOn}: nothing more can be supplied against it.` };
  const firstSupplyBy = addCalendarMonths(prescription.prescribedOn, FIRST_SUPPLY_WITHIN_MONTHS);
  if (prescription.supplies.length === 0 && onDate > firstSupplyBy) {
    return { rule: 'first-supply-overdue', message: `The first supply had to be made by ${firstSupplyBy}, within 6 months of the prescription date.` };
  }
  const ofLine = prescription.supplies.filter((supply) => supply.lineId === line.id);
  if (ofLine.length >= line.suppliesAuthorised) {
    return { rule: 'all-supplied', message: `All ${line.suppliesAuthorised} supplies of ${itemCode} on the prescription have been made.` };
  }
  const courseEnded = courseEndedBy(prescription, line, onDate);
  if (courseEnded) return courseEnded;
  const last = [...prescription.supplies].sort((a, b) => a.suppliedOn.localeCompare(b.suppliedOn)).at(-1);
  const allowedFrom = last ? addCalendarDays(last.suppliedOn, line.minIntervalDays) : onDate;
  if (onDate < allowedFrom) {
    return { rule: 'too-soon', allowedFrom, message: `The prescription allows a supply every ${line.minIntervalDays} days at the soonest: the next one can be made from ${allowedFrom}.` };
  }
  return { line, supplyNumber: prescription.supplies.length + 1, suppliesAuthorised: totalAuthorised(prescription.lines) };
}

/**
 * Antimicrobial stewardship: a medicine with a longest course (a topical antibiotic's 26 weeks) is
 * not supplied again once that supply would run past the course, taking a supply to last at least
 * the interval. The course is counted from the first supply of any course-limited line of this
 * prescription: a starter strength and the full strength of one antibiotic formula are one course.
 * A prescriber reviews the treatment first; a new prescription after that review starts a new course.
 */
function courseEndedBy(prescription: PrescriptionAuthority, line: LineAuthority, onDate: CalendarDate): SupplyRefusal | null {
  if (!line.maxCourseDays) return null;
  const limited = new Set(prescription.lines.filter((each) => each.maxCourseDays).map((each) => each.id));
  const began = prescription.supplies.filter((supply) => limited.has(supply.lineId)).map((supply) => supply.suppliedOn).sort()[0];
  if (!began) return null;
  const courseEnds = addCalendarDays(began, line.maxCourseDays);
  if (addCalendarDays(onDate, line.minIntervalDays) <= courseEnds) return null;
  const weeks = Math.round(line.maxCourseDays / 7);
  return {
    rule: 'course-ended',
    message: `${line.itemCode} is limited to a course of ${weeks} weeks without a review: the course began on ${began}, and another supply would carry it past ${courseEnds}. A prescriber must review the treatment first.`,
  };
}

export function isRefusal(outcome: SupplyAllowed | SupplyRefusal): outcome is SupplyRefusal {
  return 'rule' in outcome;
}

export function totalAuthorised(lines: readonly Pick<LineAuthority, 'suppliesAuthorised'>[]): number {
  return lines.reduce((sum, line) => sum + line.suppliesAuthorised, 0);
}

/** One supply of the plan, in the order the plan sends them. */
export interface PlannedSupply {
  itemCode: string;
  /** Sent again and again once the plan has run out (the last, recurring item). */
  repeats: boolean;
}

/**
 * How `suppliesAuthorised` supplies fall on the plan's medicines: the plan's supplies in order, the
 * last recurring one taking whatever is left. A starter strength followed by the full strength,
 * six supplies: one of the starter, five of the full strength. Fewer supplies than the plan has
 * stop the plan early; no medicine is prescribed that will not be supplied.
 */
export function suppliesPerMedicine(plan: readonly PlannedSupply[], suppliesAuthorised: number): { itemCode: string; supplies: number }[] {
  const sequence: string[] = [];
  for (const supply of plan) if (sequence.length < suppliesAuthorised) sequence.push(supply.itemCode);
  const last = plan.at(-1);
  while (last?.repeats && sequence.length < suppliesAuthorised) sequence.push(last.itemCode);
  const counts = new Map<string, number>();
  for (const code of sequence) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts].map(([itemCode, supplies]) => ({ itemCode, supplies }));
}

/**
 * Whether a supply already counted may leave the pharmacy on `onDate`: the prescription must not
 * have expired, and a first supply must go within 6 months of the prescription date (reg 217).
 * Null when it may.
 */
export function dispatchRefusal(prescription: Pick<PrescriptionAuthority, 'prescribedOn' | 'expiresOn'>, supplyNumber: number, onDate: CalendarDate): string | null {
  if (onDate > prescription.expiresOn) return `The prescription expired on ${prescription.expiresOn}: this supply cannot be dispensed against it.`;
  const firstSupplyBy = addCalendarMonths(prescription.prescribedOn, FIRST_SUPPLY_WITHIN_MONTHS);
  if (supplyNumber === 1 && onDate > firstSupplyBy) return `The first supply had to be made by ${firstSupplyBy}, within 6 months of the prescription date.`;
  return null;
}

/** How many supplies `minIntervalDays` apart can be made from `prescribedOn` until `expiresOn`: authorising more would promise what can never be supplied. */
export function suppliesThatFit(prescribedOn: CalendarDate, expiresOn: CalendarDate, minIntervalDays: number): number {
  const days = Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${prescribedOn}T00:00:00Z`)) / 86_400_000);
  return Math.floor(days / minIntervalDays) + 1;
}
