import type { components } from '../../lib/api/schema';

export type ChatMessage = components['schemas']['ChatMessageItem'];

/** What a chat event stream sends for each new message. */
export interface ChatStreamEvent {
  customer_id: number;
  message: ChatMessage;
}
