import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { MetricsRegistry } from '../../shared/metrics/metrics-registry';
import { KeepInMailboxHandler } from './application/commands/keep-in-mailbox/keep-in-mailbox.handler';
import { DeliverEmailHandler } from './application/commands/deliver-email/deliver-email.handler';
import { SignUpForNewsletterHandler } from './application/commands/sign-up-for-newsletter/sign-up-for-newsletter.handler';
import { ChatLog } from './application/chat-log';
import { MarkChatSeenHandler } from './application/commands/mark-chat-seen/mark-chat-seen.handler';
import { SeedDemoChatHandler } from './application/commands/seed-demo-chat/seed-demo-chat.handler';
import { SendCustomerChatMessageHandler } from './application/commands/send-customer-chat-message/send-customer-chat-message.handler';
import { SendTeamChatReplyHandler } from './application/commands/send-team-chat-reply/send-team-chat-reply.handler';
import { GetChatCustomerHandler } from './application/queries/get-chat-customer/get-chat-customer.handler';
import { ListChatConversationsHandler } from './application/queries/list-chat-conversations/list-chat-conversations.handler';
import { ListChatMessagesHandler } from './application/queries/list-chat-messages/list-chat-messages.handler';
import { ChatLiveEvents } from './infrastructure/chat-live-events';
import { ChatPresence } from './infrastructure/chat-presence';
import { CHAT_STREAM_LIMITS_IN_FORCE, ChatStreamSlots } from './infrastructure/chat-stream-slots';
import { CHAT_STREAM_LIMITS } from './domain/chat-stream-limits';
import { ListMailboxHandler } from './application/queries/list-mailbox/list-mailbox.handler';
import { CountedMailer } from './infrastructure/counted-mailer';
import { LocalMailboxMailer, Mailer, SmtpMailer } from './infrastructure/mailer';
import { ExportMessagingDataHandler } from './application/queries/export-messaging-data/export-messaging-data.handler';
import { EraseMessagingDataHandler } from './application/commands/erase-messaging-data/erase-messaging-data.handler';
import { MESSAGING_ENTITIES } from './messaging.entities';
import { CheckoutMobileNumber } from './application/checkout-mobile-number';
import { ChangeSmsConsentHandler } from './application/commands/change-sms-consent/change-sms-consent.handler';
import { HandleInboundSmsHandler } from './application/commands/handle-inbound-sms/handle-inbound-sms.handler';
import { SendSmsToCustomerHandler } from './application/commands/send-sms-to-customer/send-sms-to-customer.handler';
import { GetSmsConsentHandler } from './application/queries/get-sms-consent/get-sms-consent.handler';
import { SendNoticeByText } from './application/reactions/send-notice-by-text.reaction';
import { TextBillingNotice } from './application/reactions/text-billing-notice.reaction';
import { TextChatReply } from './application/reactions/text-chat-reply.reaction';
import { TextDispatch } from './application/reactions/text-dispatch.reaction';
import { smsSenderProvider } from './infrastructure/sms-sender.provider';

/** Customer-team chat, emails and texts and their templates, notifications and the customer's consent to texts. */
@Module({
  imports: [MikroOrmModule.forFeature(MESSAGING_ENTITIES)],
  providers: [
    {
      provide: Mailer,
      inject: [AppConfig, EntityManager, MetricsRegistry],
      useFactory: (config: AppConfig, em: EntityManager, metrics: MetricsRegistry) => {
        const smtpUrl = config.get('SMTP_URL');
        return new CountedMailer(smtpUrl ? new SmtpMailer(smtpUrl, config.get('MAIL_FROM')) : new LocalMailboxMailer(em, config.get('MAIL_FROM')), metrics);
      },
    },
    DeliverEmailHandler,
    KeepInMailboxHandler,
    SignUpForNewsletterHandler,
    ListMailboxHandler,
    ChatLiveEvents,
    ChatPresence,
    ChatStreamSlots,
    { provide: CHAT_STREAM_LIMITS_IN_FORCE, useValue: CHAT_STREAM_LIMITS },
    ChatLog,
    SendCustomerChatMessageHandler,
    SendTeamChatReplyHandler,
    MarkChatSeenHandler,
    SeedDemoChatHandler,
    ListChatMessagesHandler,
    ListChatConversationsHandler,
    GetChatCustomerHandler,
    ExportMessagingDataHandler,
    EraseMessagingDataHandler,
    // Texts: the port, the customer's consent, and the notices that also go by text.
    smsSenderProvider,
    CheckoutMobileNumber,
    SendSmsToCustomerHandler,
    ChangeSmsConsentHandler,
    HandleInboundSmsHandler,
    GetSmsConsentHandler,
    TextBillingNotice,
    SendNoticeByText,
    TextDispatch,
    TextChatReply,
  ],
  // The chat controllers (MessagingHttpModule) follow live messages and presence, and count their streams, directly.
  exports: [ChatLiveEvents, ChatPresence, ChatStreamSlots],
})
export class MessagingModule {}
