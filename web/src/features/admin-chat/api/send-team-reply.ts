import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import type { ChatMessage } from '../../../components/chat/chat-types';

export function sendTeamReply(userId: number, message: string): Promise<ChatMessage> {
  return expectData(apiClient.POST('/v2/admin/form/send-user-chat', { body: { user_id: userId, message } }));
}
