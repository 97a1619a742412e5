/** Which list the screen shows, and its page, kept in the URL so a refresh or a shared link shows the same. */
export interface ErasureRequestsSearch {
  list?: 'decided';
  page?: number;
}

export const ERASURE_REQUESTS_PER_PAGE = 25;

export function validateErasureRequestsSearch(search: Record<string, unknown>): ErasureRequestsSearch {
  const page = Number(search.page);
  return {
    list: search.list === 'decided' ? 'decided' : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}
