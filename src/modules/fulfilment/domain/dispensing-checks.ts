import type { CalendarDate } from '../../../shared/domain/calendar-date';

export const CHECK_KINDS = ['clinical', 'accuracy'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** Where a waiting supply stands in the pharmacist's checks: the dispatch list's filters. */
export const CHECK_STAGES = ['awaiting-clinical-check', 'awaiting-accuracy-check', 'ready-to-ship'] as const;
export type CheckStage = (typeof CHECK_STAGES)[number];

/** The clinical check comes first: an accuracy check confirms the pack against a prescription already judged right. */
export function stageOf(checked: ReadonlySet<CheckKind>): CheckStage {
  if (!checked.has('clinical')) return 'awaiting-clinical-check';
  if (!checked.has('accuracy')) return 'awaiting-accuracy-check';
  return 'ready-to-ship';
}

/** Product codes are compared as people read them off a pack: any case, spaces ignored. */
export const sameProductCode = (onPack: string, prescribed: string) => normalise(onPack) === normalise(prescribed);
const normalise = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/**
 * A pack that expires on or before the day it is sent must not be supplied. (The patient
 * uses it over the weeks after; judging the margin is the pharmacist's, the floor is ours.)
 */
export const packExpired = (expiresOn: CalendarDate, supplyDate: CalendarDate) => expiresOn <= supplyDate;
