import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import type { ChatMessage } from '../../../components/chat/chat-types';
import type { ChatListOrder } from '../lib/chat-list-search';

type Schemas = components['schemas'];
export type ChatListRow = Schemas['ChatListRowItem'];
export type ChatCustomer = Schemas['ChatCustomerResponse'];
export type ProgressPhoto = Schemas['ProgressPhotoItem'];

export const ADMIN_CHAT_EVENTS_URL = '/v2/admin/data/chat-events';
/** Spec §9: the conversation list shows ten at a time. */
export const CHAT_LIST_PAGE_SIZE = 10;

export const chatListQueryKey = ['admin', 'chats'] as const;

export function useChatList(keyword: string, page: number, order: ChatListOrder) {
  return useQuery({
    queryKey: [...chatListQueryKey, { keyword, page, order }],
    queryFn: ({ signal }) =>
      expectData(
        apiClient.GET('/v2/admin/data/get-chats', {
          // Trimmed and lower-cased, and left out when empty (spec §7).
          params: { query: { ...(keyword.trim() ? { keyword: keyword.trim().toLowerCase() } : {}), page, perPage: CHAT_LIST_PAGE_SIZE, order } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export async function fetchCustomerChatPageForTeam(userId: number, lastId?: number): Promise<ChatMessage[]> {
  const page = await expectData(apiClient.GET('/v2/admin/data/get-user-chat', { params: { query: { user_id: userId, ...(lastId ? { last_id: lastId } : {}) } } }));
  return page.messages;
}

export function sendTeamReply(userId: number, message: string): Promise<ChatMessage> {
  return expectData(apiClient.POST('/v2/admin/form/send-user-chat', { body: { user_id: userId, message } }));
}

export const chatCustomerQuery = (userId: number) =>
  queryOptions({
    queryKey: ['admin', 'chat-customer', userId],
    queryFn: ({ signal }) => expectData(apiClient.GET('/v2/admin/data/get-chat-customer', { params: { query: { user_id: userId } }, signal })),
  });

export function useChatCustomer(userId: number) {
  return useQuery(chatCustomerQuery(userId));
}

export function useCustomerProgressPhotos(userId: number) {
  return useQuery({
    queryKey: ['admin', 'progress-photos', userId],
    queryFn: async ({ signal }) => (await expectData(apiClient.GET('/v2/admin/data/progress-photos', { params: { query: { user_id: userId } }, signal }))).photos,
  });
}
