// The messaging context's public surface: other contexts import from here only.
export { DeliverEmailCommand } from './application/commands/deliver-email/deliver-email.command';
export { ListMailboxQuery, type MailboxEntry } from './application/queries/list-mailbox/list-mailbox.query';
export { SendTeamChatReplyCommand } from './application/commands/send-team-chat-reply/send-team-chat-reply.command';
export { SeedDemoChatCommand } from './application/commands/seed-demo-chat/seed-demo-chat.command';
export { ExportMessagingDataQuery, type MessagingData } from './application/queries/export-messaging-data/export-messaging-data.query';
export { EraseMessagingDataCommand } from './application/commands/erase-messaging-data/erase-messaging-data.command';
export { KeepInMailboxCommand } from './application/commands/keep-in-mailbox/keep-in-mailbox.command';
export { SendSmsToCustomerCommand, type SmsOutcome } from './application/commands/send-sms-to-customer/send-sms-to-customer.command';
export { TeamRepliedInChat } from './domain/sms/team-replied-in-chat.event';
