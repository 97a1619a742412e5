import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { ChatMessage } from '../../../components/chat/chat-types';

export const CUSTOMER_CHAT_EVENTS_URL = '/v2/profile/data/chat-events';

/** One page of the signed-in customer's conversation, newest first. */
export async function fetchCustomerChatPage(lastId?: number): Promise<ChatMessage[]> {
  const page = await expectData(apiClient.GET('/v2/profile/data/chat', { params: { query: lastId ? { last_id: lastId } : {} } }));
  return page.messages;
}

export function sendCustomerChatMessage(message: string): Promise<ChatMessage> {
  return expectData(apiClient.POST('/v2/profile/form/chat', { body: { message } }));
}
