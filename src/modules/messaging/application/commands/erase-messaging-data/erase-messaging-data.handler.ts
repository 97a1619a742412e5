import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ChatConversation } from '../../../infrastructure/chat-conversation.entity';
import { ChatMessage } from '../../../infrastructure/chat-message.entity';
import { NewsletterSignUp } from '../../../infrastructure/newsletter-sign-up.entity';
import { SmsConsent } from '../../../infrastructure/sms-consent.entity';
import { EraseMessagingDataCommand } from './erase-messaging-data.command';

@CommandHandler(EraseMessagingDataCommand)
export class EraseMessagingDataHandler implements ICommandHandler<EraseMessagingDataCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ customerId, email }: EraseMessagingDataCommand): Promise<{ chatMessages: number; newsletterSignUps: number }> {
    const chatMessages = await this.em.nativeDelete(ChatMessage, { customerId });
    await this.em.nativeDelete(ChatConversation, { customerId });
    const newsletterSignUps = await this.em.nativeDelete(NewsletterSignUp, { email });
    // The number goes with the account; the audit trail keeps that consent was given and withdrawn.
    await this.em.nativeDelete(SmsConsent, { userId: customerId });
    return { chatMessages, newsletterSignUps };
  }
}
