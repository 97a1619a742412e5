import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { ChatMessage } from '../../../components/chat/chat-types';

/** One page of a customer's conversation, newest first, older than `lastId` when given. */
export async function getCustomerChatPage(userId: number, lastId?: number): Promise<ChatMessage[]> {
  const page = await expectData(apiClient.GET('/v2/admin/data/get-user-chat', { params: { query: { user_id: userId, ...(lastId ? { last_id: lastId } : {}) } } }));
  return page.messages;
}
