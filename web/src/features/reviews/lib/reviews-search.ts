export interface ReviewsSearch {
  /** 1-based; absent means the first page. */
  page?: number;
}

export function validateReviewsSearch(search: Record<string, unknown>): ReviewsSearch {
  const page = Number(search.page);
  // The key is always returned: the router keeps any raw value a validator leaves out.
  return { page: Number.isInteger(page) && page > 1 ? page : undefined };
}
