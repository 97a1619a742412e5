import { Query } from '@nestjs/cqrs';

export interface MessagingData {
  chat: { from: 'you' | 'our team'; text: string; sentAt: string }[];
  newsletterSignUp: { email: string; signedUpAt: string } | null;
}

/** A customer's chat with the team and their newsletter sign-up (kept by email address), for their copy of their data. */
export class ExportMessagingDataQuery extends Query<MessagingData> {
  constructor(
    readonly customerId: number,
    readonly email: string,
  ) {
    super();
  }
}
