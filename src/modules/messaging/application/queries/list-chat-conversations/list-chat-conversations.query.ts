import { Query } from '@nestjs/cqrs';

export const CONVERSATION_ORDERS = ['latest', 'unanswered'] as const;
export type ConversationOrder = (typeof CONVERSATION_ORDERS)[number];

/** A row of the staff's conversation list (spec §3 Chat list row). */
export interface ChatListRow {
  /** The customer's user id: the conversation is theirs. */
  id: number;
  fname: string;
  sname: string;
  email: string;
  last_message: string;
  /** 1 when the last message came from the customer (to the team). */
  is_incoming: 0 | 1;
  last_message_at: string | null;
  /** When the customer started waiting for an answer; null once answered. */
  awaiting_reply_since: string | null;
}

export interface ChatListPage {
  total: number;
  data: ChatListRow[];
}

/**
 * The staff's conversations, searched by the customer's name or email. 'latest' puts the
 * most recent conversation first; 'unanswered' puts those waiting for an answer first,
 * longest wait at the top, then the rest by most recent.
 */
export class ListChatConversationsQuery extends Query<ChatListPage> {
  constructor(
    readonly keyword: string | undefined,
    readonly page: number,
    readonly perPage: number,
    readonly order: ConversationOrder,
  ) {
    super();
  }
}
