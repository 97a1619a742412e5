import { Query } from '@nestjs/cqrs';

/** An email kept locally; `kind` was added with texts, and every email field is as before. */
export interface MailboxEmail {
  kind: 'email';
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}

/** A text kept locally: `to` is the number in E.164. */
export interface MailboxSms {
  kind: 'sms';
  to: string;
  body: string;
  sent_at: string;
}

export type MailboxEntry = MailboxEmail | MailboxSms;

/**
 * Locally kept emails and texts, newest first, optionally for one recipient (an email address
 * lists only emails, a number only texts, so an email reader never meets a text). Development only.
 */
export class ListMailboxQuery extends Query<MailboxEntry[]> {
  constructor(
    readonly to?: string,
    readonly limit = 50,
  ) {
    super();
  }
}
