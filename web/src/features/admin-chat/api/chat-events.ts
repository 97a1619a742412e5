/** Server-sent events: every new message in every conversation, for the list and the open conversation (an EventSource). */
export const ADMIN_CHAT_EVENTS_URL = '/v2/admin/data/chat-events';
