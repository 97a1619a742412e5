import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ChatMessage } from '../../../infrastructure/chat-message.entity';
import { NewsletterSignUp } from '../../../infrastructure/newsletter-sign-up.entity';
import { SmsConsent } from '../../../infrastructure/sms-consent.entity';
import { ExportMessagingDataQuery, MessagingData } from './export-messaging-data.query';

@QueryHandler(ExportMessagingDataQuery)
export class ExportMessagingDataHandler implements IQueryHandler<ExportMessagingDataQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ customerId, email }: ExportMessagingDataQuery): Promise<MessagingData> {
    const messages = await this.em.find(ChatMessage, { customerId }, { orderBy: { id: 'asc' } });
    const signUp = await this.em.findOne(NewsletterSignUp, { email });
    const consent = await this.em.findOne(SmsConsent, { userId: customerId });
    return {
      // Which member of staff answered is the team's business; that the team answered is the customer's.
      chat: messages.map((message) => ({ from: message.author === 'customer' ? 'you' : 'our team', text: message.contentPlain, sentAt: message.createdAt.toISOString() })),
      newsletterSignUp: signUp && { email: signUp.email, signedUpAt: signUp.createdAt.toISOString() },
      textMessages: consent && {
        optedIn: consent.optedIn,
        phone: consent.phone,
        optedInAt: consent.optedInAt.toISOString(),
        optedOutAt: consent.optedOutAt?.toISOString() ?? null,
        optedOutVia: consent.optedOutVia ?? null,
      },
    };
  }
}
