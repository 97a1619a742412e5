/** Fewer letters than this match too much of the directory to be a useful answer (and cost a scan). */
export const MIN_SEARCH_LENGTH = 3;
export const MAX_SEARCH_RESULTS = 20;

/** A search term: a postcode's start ('LS1', 'ls1 1aa') or part of a practice's name. */
export type PracticeSearch = { kind: 'postcode'; prefix: string } | { kind: 'name'; text: string };

/** Outward code first: one or two letters then a digit ('M1', 'LS11', 'SW1A'), with or without the inward part. */
const POSTCODE_START = /^[a-z]{1,2}\d[a-z\d]?(\s*\d[a-z]{0,2})?$/i;

/** Reads what the patient typed; null when it is too short to search for. */
export function parsePracticeSearch(raw: string): PracticeSearch | null {
  const text = raw.trim().replace(/\s+/g, ' ');
  if (text.replace(/[^a-z0-9]/gi, '').length < MIN_SEARCH_LENGTH) return null;
  if (POSTCODE_START.test(text)) return { kind: 'postcode', prefix: text.replace(/\s/g, '').toLowerCase() };
  return { kind: 'name', text: text.toLowerCase() };
}
