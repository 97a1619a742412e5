/** The list's filters and page, kept in the URL so a refresh, the back button or a shared link shows the same list. */
export interface SubscriptionListSearch {
  keyword?: string;
  status?: string;
  treatment?: number;
  /** Only subscriptions with order-risk flags not yet acknowledged. */
  flagged?: boolean;
  page?: number;
  perPage?: number;
}

/** Spec §4: the list's status filter, default Review. 'all' is ours, for searching across every status. */
export const STATUS_FILTERS = [
  { value: 'review', label: 'Review' },
  { value: 'active', label: 'Active/Shipped' },
  { value: 'shipping', label: 'Waiting for Shipping' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'failed', label: 'Failed' },
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing' },
  { value: 'reconsult', label: 'Consultation needed' },
  { value: 'all', label: 'All statuses' },
] as const;

/** Spec §9: 10, 25, 50, 100 and All; 'All' asks for the server's most (1,000), and the screen says when there are more. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const ALL_PAGE_SIZE = 1000;
export const DEFAULT_STATUS = 'review';
export const DEFAULT_PAGE_SIZE = 10;

const positiveInt = (value: unknown): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

export function parseSubscriptionListSearch(search: Record<string, unknown>): SubscriptionListSearch {
  const keyword = typeof search.keyword === 'string' && search.keyword.trim() ? search.keyword : undefined;
  const status = STATUS_FILTERS.some((filter) => filter.value === search.status) ? (search.status as string) : undefined;
  const perPage = positiveInt(search.perPage);
  return {
    keyword,
    status: status === DEFAULT_STATUS ? undefined : status,
    treatment: positiveInt(search.treatment),
    flagged: search.flagged === true || search.flagged === 1 || search.flagged === '1' || search.flagged === 'true' ? true : undefined,
    page: positiveInt(search.page) === 1 ? undefined : positiveInt(search.page),
    perPage: perPage && ([...PAGE_SIZES, ALL_PAGE_SIZE] as number[]).includes(perPage) && perPage !== DEFAULT_PAGE_SIZE ? perPage : undefined,
  };
}
