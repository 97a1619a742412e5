import { Module } from '@nestjs/common';
import { AdminChatController } from './admin-chat.controller';
import { CustomerChatController } from './customer-chat.controller';
import { DevMailboxController } from './dev-mailbox.controller';
import { NewsletterController } from './newsletter.controller';
import { SmsWebhookController } from './sms-webhook.controller';
import { TextMessagesController } from './text-messages.controller';
import { MessagingModule } from '../messaging.module';

/** The messaging context's HTTP face; only the API process loads it. The chat stream reads live events and presence from MessagingModule. */
@Module({ imports: [MessagingModule], controllers: [NewsletterController, DevMailboxController, CustomerChatController, AdminChatController, TextMessagesController, SmsWebhookController] })
export class MessagingHttpModule {}
