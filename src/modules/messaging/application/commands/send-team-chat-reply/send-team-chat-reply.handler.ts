import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../../../config/app-config';
import { DomainEvents } from '../../../../../shared/events/domain-events';
import { addToOutbox } from '../../../../../shared/outbox/outbox';
import { JobName } from '../../../../../shared/queue/jobs';
import { GetUserContactsQuery } from '../../../../identity';
import { ChatCustomerNotFoundError } from '../../../domain/chat.errors';
import { shouldEmailAboutReply } from '../../../domain/reply-email-rule';
import { TeamRepliedInChat } from '../../../domain/sms/team-replied-in-chat.event';
import { ChatPresence } from '../../../infrastructure/chat-presence';
import { ChatLog } from '../../chat-log';
import { ChatMessageView, viewChatMessage } from '../../chat-message-view';
import { SendTeamChatReplyCommand } from './send-team-chat-reply.command';

export const CHAT_PAGE_PATH = '/v2/profile/chat';

@CommandHandler(SendTeamChatReplyCommand)
export class SendTeamChatReplyHandler implements ICommandHandler<SendTeamChatReplyCommand> {
  private readonly logger = new Logger(SendTeamChatReplyHandler.name);

  constructor(
    private readonly log: ChatLog,
    private readonly queries: QueryBus,
    private readonly presence: ChatPresence,
    private readonly config: AppConfig,
    private readonly events: DomainEvents,
  ) {}

  async execute({ staffId, customerId, text }: SendTeamChatReplyCommand): Promise<ChatMessageView> {
    const [customer] = await this.queries.execute(new GetUserContactsQuery([customerId]));
    if (customer?.role !== 'customer') throw new ChatCustomerNotFoundError();
    const customerOnChatPage = await this.presence.isOnChatPage(customerId).catch((error: unknown) => {
      // Without Redis we cannot tell: the reply still goes, and an email is the safer guess.
      this.logger.warn({ err: error }, 'Could not tell whether the customer has the chat open');
      return false;
    });

    const message = await this.log.append({
      customer,
      author: 'team',
      senderId: staffId,
      text,
      // Flushed with the conversation when the transaction commits, which is when the outbox relays it.
      alsoInTransaction: async (em, conversation) => {
        const emailNow = shouldEmailAboutReply({
          customerOnChatPage,
          lastReplyEmailAt: conversation.replyEmailedAt ?? undefined,
          customerLastSeenAt: conversation.customerLastSeenAt ?? undefined,
        });
        if (!emailNow) return;
        conversation.replyEmailedAt = new Date();
        // The email says only that there is a reply: what the clinical team writes stays in the account.
        addToOutbox(em, JobName.SendEmail, {
          to: customer.email,
          template: 'chat-reply',
          data: { firstName: customer.firstName, chatUrl: `${this.config.get('APP_URL')}${CHAT_PAGE_PATH}` },
        });
        // The same rule for a text: one per batch of unread replies (a customer who opted in gets it).
        await this.events.publish(new TeamRepliedInChat(customer.id));
      },
    });
    return viewChatMessage(message, 'team');
  }
}
