import type { components } from '../../../lib/api/schema';

export type PomRow = components['schemas']['PomRow'];

/** The register's address, with the spec's query parameters (§7 GET /v2/admin/pom). */
export interface PomSearch {
  start_date?: string;
  end_date?: string;
  patient?: string;
  prescriber?: string;
  item?: string;
  /** Script Ref. */
  id?: string;
  page?: number;
  per_page?: number;
  /** 1 starts an export of the filtered register as the page opens (the original's Export link). */
  export?: 1;
}

/** Spec §9: 15 per page by default. */
export const POM_PER_PAGE = 15;

export type PomFilters = Pick<PomSearch, 'start_date' | 'end_date' | 'patient' | 'prescriber' | 'item' | 'id'>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number') && String(value).trim() ? String(value).trim().slice(0, 100) : undefined;
const date = (value: unknown) => (typeof value === 'string' && DATE.test(value) ? value : undefined);
const positive = (value: unknown, fallback: number, max: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : fallback;
};

export function validatePomSearch(search: Record<string, unknown>): PomSearch {
  const result: PomSearch = {};
  const page = positive(search.page, 1, 100_000);
  const perPage = positive(search.per_page, POM_PER_PAGE, 100);
  // Defaults stay out of the address.
  if (page !== 1) result.page = page;
  if (perPage !== POM_PER_PAGE) result.per_page = perPage;
  const fields = { start_date: date(search.start_date), end_date: date(search.end_date), patient: text(search.patient), prescriber: text(search.prescriber), item: text(search.item), id: text(search.id) };
  for (const [key, value] of Object.entries(fields)) if (value) (result as unknown as Record<string, string>)[key] = value;
  if (String(search.export) === '1') result.export = 1;
  return result;
}

export function filtersOf(search: PomSearch): PomFilters {
  const { start_date, end_date, patient, prescriber, item, id } = search;
  return Object.fromEntries(Object.entries({ start_date, end_date, patient, prescriber, item, id }).filter(([, value]) => value !== undefined));
}
