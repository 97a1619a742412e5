import { shouldEmailAboutReply } from './reply-email-rule';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 10, minute));

describe('shouldEmailAboutReply', () => {
  it('emails about the first reply to a customer who is away', () => {
    expect(shouldEmailAboutReply({ customerOnChatPage: false })).toBe(true);
    expect(shouldEmailAboutReply({ customerOnChatPage: false, customerLastSeenAt: at(1) })).toBe(true);
  });

  it('does not email a customer who is reading the chat', () => {
    expect(shouldEmailAboutReply({ customerOnChatPage: true })).toBe(false);
  });

  it('sends one email per batch of unread replies', () => {
    expect(shouldEmailAboutReply({ customerOnChatPage: false, lastReplyEmailAt: at(5) })).toBe(false);
    expect(shouldEmailAboutReply({ customerOnChatPage: false, lastReplyEmailAt: at(5), customerLastSeenAt: at(4) })).toBe(false);
    expect(shouldEmailAboutReply({ customerOnChatPage: false, lastReplyEmailAt: at(5), customerLastSeenAt: at(9) })).toBe(true);
  });
});
