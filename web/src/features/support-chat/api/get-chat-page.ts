import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { ChatMessage } from '../../../components/chat/chat-types';

/** One page of the signed-in customer's conversation, newest first, older than `lastId` when given. */
export async function getChatPage(lastId?: number): Promise<ChatMessage[]> {
  const page = await expectData(apiClient.GET('/v2/profile/data/chat', { params: { query: lastId ? { last_id: lastId } : {} } }));
  return page.messages;
}
