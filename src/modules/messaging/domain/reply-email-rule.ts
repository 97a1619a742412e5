export interface ReplyEmailState {
  /** The customer has the chat page open right now, so they see the reply arrive. */
  customerOnChatPage: boolean;
  /** When we last emailed them that the team had replied. */
  lastReplyEmailAt?: Date;
  /** When they last had the chat page open. */
  customerLastSeenAt?: Date;
}

/**
 * Whether a reply from the team should also be announced by email. One email per batch
 * of unread replies: none while the customer is on the chat page, and none again until
 * they have opened the chat since the last one. A busy conversation is therefore never
 * more than one email behind, and never a stream of them.
 */
export function shouldEmailAboutReply({ customerOnChatPage, lastReplyEmailAt, customerLastSeenAt }: ReplyEmailState): boolean {
  if (customerOnChatPage) return false;
  if (!lastReplyEmailAt) return true;
  return customerLastSeenAt !== undefined && customerLastSeenAt > lastReplyEmailAt;
}
