import { Query } from '@nestjs/cqrs';

export interface MessagingData {
  chat: { from: 'you' | 'our team'; text: string; sentAt: string }[];
  newsletterSignUp: { email: string; signedUpAt: string } | null;
  /** Their consent to texts: the number, and when they opted in and out (and how). */
  textMessages: { optedIn: boolean; phone: string; optedInAt: string; optedOutAt: string | null; optedOutVia: string | null } | null;
}

/** A customer's chat with the team, their newsletter sign-up (kept by email address) and consent to texts, for their copy of their data. */
export class ExportMessagingDataQuery extends Query<MessagingData> {
  constructor(
    readonly customerId: number,
    readonly email: string,
  ) {
    super();
  }
}
