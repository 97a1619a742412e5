import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import type { ChatListOrder } from '../lib/chat-list-search';

export type ChatListRow = components['schemas']['ChatListRowItem'];

/** Spec §9: the conversation list shows ten at a time. */
export const CHAT_LIST_PAGE_SIZE = 10;

export const chatListQueryKey = ['admin', 'chats'] as const;

export function getChatList(keyword: string, page: number, order: ChatListOrder, signal?: AbortSignal) {
  return expectData(
    apiClient.GET('/v2/admin/data/get-chats', {
      // Trimmed and lower-cased, and left out when empty (spec §7).
      params: { query: { ...(keyword.trim() ? { keyword: keyword.trim().toLowerCase() } : {}), page, perPage: CHAT_LIST_PAGE_SIZE, order } },
      signal,
    }),
  );
}

export function useChatList(keyword: string, page: number, order: ChatListOrder) {
  return useQuery({
    queryKey: [...chatListQueryKey, { keyword, page, order }],
    queryFn: ({ signal }) => getChatList(keyword, page, order, signal),
    placeholderData: keepPreviousData,
  });
}
