/**
 * The team replied in a customer's chat and the customer is told so (the reply email's rule:
 * once per batch of unread replies, never while they have the chat open). Texts react to it.
 */
export class TeamRepliedInChat {
  constructor(readonly customerId: number) {}
}
