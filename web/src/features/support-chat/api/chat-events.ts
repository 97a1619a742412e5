/** Server-sent events: the team's replies as they are written, while the chat page is open (an EventSource). */
export const CUSTOMER_CHAT_EVENTS_URL = '/v2/profile/data/chat-events';
