import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { DomainEventReaction, ReactsTo } from '../../../../shared/events/domain-events';
import { TeamRepliedInChat } from '../../domain/sms/team-replied-in-chat.event';
import { CHAT_PAGE_PATH } from '../commands/send-team-chat-reply/send-team-chat-reply.handler';
import { SendSmsToCustomerCommand } from '../commands/send-sms-to-customer/send-sms-to-customer.command';

/** 'The team has replied' also by text, to a customer who opted in; never what the team wrote. */
@Injectable()
@ReactsTo(TeamRepliedInChat, 'after-commit')
export class TextChatReply implements DomainEventReaction<TeamRepliedInChat> {
  constructor(
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
  ) {}

  async react({ customerId }: TeamRepliedInChat): Promise<void> {
    await this.commands.execute(new SendSmsToCustomerCommand(customerId, 'chat-reply', { chatUrl: `${this.config.get('APP_URL')}${CHAT_PAGE_PATH}` }));
  }
}
