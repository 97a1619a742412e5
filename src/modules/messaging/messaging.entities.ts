import { ChatConversation } from './infrastructure/chat-conversation.entity';
import { ChatMessage } from './infrastructure/chat-message.entity';
import { MailboxMessage } from './infrastructure/mailbox-message.entity';
import { NewsletterSignUp } from './infrastructure/newsletter-sign-up.entity';
import { SmsConsent } from './infrastructure/sms-consent.entity';

/** The tables this context owns: registered by its own module and by the ORM configuration, nowhere else. */
export const MESSAGING_ENTITIES = [MailboxMessage, NewsletterSignUp, ChatMessage, ChatConversation, SmsConsent];
