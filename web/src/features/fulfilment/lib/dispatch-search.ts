import type { components } from '../../../lib/api/schema';

export type DispatchRow = components['schemas']['DispatchRowView'];

/** Defaults are left out of the address: /v2/admin/dispatch is the first page of orders waiting. */
export interface DispatchPageSearch {
  status?: 'shipped';
  keyword?: string;
  page?: number;
  perPage?: number;
}

export const DISPATCH_PER_PAGE = 10;

const positive = (value: unknown, fallback: number, max: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : fallback;
};

/** The dispatch page's address: /v2/admin/dispatch?status=shipped&keyword=priya&page=2 (10 per page by default, spec §9). */
export function validateDispatchSearch(search: Record<string, unknown>): DispatchPageSearch {
  const keyword = typeof search.keyword === 'string' && search.keyword.trim() ? search.keyword.trim().slice(0, 100) : undefined;
  const page = positive(search.page, 1, 100_000);
  const perPage = positive(search.perPage, DISPATCH_PER_PAGE, 100);
  return {
    ...(search.status === 'shipped' ? { status: 'shipped' as const } : {}),
    ...(keyword ? { keyword } : {}),
    ...(page !== 1 ? { page } : {}),
    ...(perPage !== DISPATCH_PER_PAGE ? { perPage } : {}),
  };
}
