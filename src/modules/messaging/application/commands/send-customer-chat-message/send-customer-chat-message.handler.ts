import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetUserContactsQuery } from '../../../../identity';
import { ChatCustomerNotFoundError } from '../../../domain/chat.errors';
import { ChatLog } from '../../chat-log';
import { ChatMessageView, viewChatMessage } from '../../chat-message-view';
import { SendCustomerChatMessageCommand } from './send-customer-chat-message.command';

@CommandHandler(SendCustomerChatMessageCommand)
export class SendCustomerChatMessageHandler implements ICommandHandler<SendCustomerChatMessageCommand> {
  constructor(
    private readonly log: ChatLog,
    private readonly queries: QueryBus,
  ) {}

  async execute({ customerId, text }: SendCustomerChatMessageCommand): Promise<ChatMessageView> {
    const [customer] = await this.queries.execute(new GetUserContactsQuery([customerId]));
    if (!customer) throw new ChatCustomerNotFoundError();
    const message = await this.log.append({ customer, author: 'customer', senderId: customerId, text });
    return viewChatMessage(message, 'customer');
  }
}
