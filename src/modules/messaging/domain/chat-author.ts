/** Who wrote a chat message: the customer whose conversation it is, or someone in the team. */
export const CHAT_AUTHORS = ['customer', 'team'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];
