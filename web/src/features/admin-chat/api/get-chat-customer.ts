import { useQuery } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';

export const getChatCustomer = (userId: number, signal?: AbortSignal) =>
  expectData(apiClient.GET('/v2/admin/data/get-chat-customer', { params: { query: { user_id: userId } }, signal }));

export function useChatCustomer(userId: number) {
  return useQuery({ queryKey: ['admin', 'chat-customer', userId], queryFn: ({ signal }) => getChatCustomer(userId, signal) });
}
