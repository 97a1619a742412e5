import { Query } from '@nestjs/cqrs';

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}

/** Locally kept emails, newest first, optionally for one recipient. Development only. */
export class ListMailboxQuery extends Query<MailboxEntry[]> {
  constructor(
    readonly to?: string,
    readonly limit = 50,
  ) {
    super();
  }
}
