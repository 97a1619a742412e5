import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ChatConversation } from '../../../infrastructure/chat-conversation.entity';
import { MarkChatSeenCommand } from './mark-chat-seen.command';

@CommandHandler(MarkChatSeenCommand)
export class MarkChatSeenHandler implements ICommandHandler<MarkChatSeenCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ customerId }: MarkChatSeenCommand): Promise<void> {
    // Its own context: this also runs when a page's event stream closes, after the request has ended.
    await this.em.fork().nativeUpdate(ChatConversation, { customerId }, { customerLastSeenAt: new Date() });
  }
}
