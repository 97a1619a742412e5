import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { ChatMessage } from '../../../components/chat/chat-types';

export function sendChatMessage(message: string): Promise<ChatMessage> {
  return expectData(apiClient.POST('/v2/profile/form/chat', { body: { message } }));
}
