import { MailboxMessage } from './infrastructure/mailbox-message.entity';
import { NewsletterSignUp } from './infrastructure/newsletter-sign-up.entity';

/** The tables this context owns; read by the ORM configuration (the composition root) only. */
export const MESSAGING_ENTITIES = [MailboxMessage, NewsletterSignUp];
