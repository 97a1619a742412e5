import type { components } from '../../../lib/api/schema';

export type DispatchRow = components['schemas']['DispatchRowView'];
export type DispensingCheck = components['schemas']['DispensingCheckResponse'];
export type CheckStage = NonNullable<DispatchRow['check_stage']>;

/** The waiting list's filters by the pharmacist's checks, in the order a supply passes them. */
export const CHECK_FILTERS: { value: CheckStage; label: string }[] = [
  { value: 'awaiting-clinical-check', label: 'Awaiting clinical check' },
  { value: 'awaiting-accuracy-check', label: 'Awaiting accuracy check' },
  { value: 'ready-to-ship', label: 'Ready to ship' },
];

/** Defaults are left out of the address: /v2/admin/dispatch is the first page of orders waiting. */
export interface DispatchPageSearch {
  status?: 'shipped';
  /** Only with the waiting orders. */
  check?: CheckStage;
  keyword?: string;
  page?: number;
  perPage?: number;
}

export const DISPATCH_PER_PAGE = 10;

const positive = (value: unknown, fallback: number, max: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : fallback;
};

/** The dispatch page's address: /v2/admin/dispatch?status=shipped&keyword=priya&page=2, ?check=ready-to-ship (10 per page by default, spec §9). */
export function validateDispatchSearch(search: Record<string, unknown>): DispatchPageSearch {
  const keyword = typeof search.keyword === 'string' && search.keyword.trim() ? search.keyword.trim().slice(0, 100) : undefined;
  const page = positive(search.page, 1, 100_000);
  const perPage = positive(search.perPage, DISPATCH_PER_PAGE, 100);
  const check = search.status !== 'shipped' ? CHECK_FILTERS.find((filter) => filter.value === search.check)?.value : undefined;
  return {
    ...(search.status === 'shipped' ? { status: 'shipped' as const } : {}),
    ...(check ? { check } : {}),
    ...(keyword ? { keyword } : {}),
    ...(page !== 1 ? { page } : {}),
    ...(perPage !== DISPATCH_PER_PAGE ? { perPage } : {}),
  };
}
