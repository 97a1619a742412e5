export type ChatListOrder = 'latest' | 'unanswered';

/** The conversation list's state in the address, so a search can be shared and survives a reload. */
export interface ChatListSearch {
  keyword?: string;
  /** 1-based; absent means the first page. */
  page?: number;
  /** Absent means the most recent conversation first. */
  order?: 'unanswered';
}

export function validateChatListSearch(search: Record<string, unknown>): ChatListSearch {
  const page = Number(search.page);
  const keyword = typeof search.keyword === 'string' ? search.keyword.slice(0, 100) : undefined;
  // Every key is returned: the router keeps any raw value a validator leaves out.
  return {
    keyword: keyword?.trim() ? keyword : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    order: search.order === 'unanswered' ? 'unanswered' : undefined,
  };
}
