import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DomainEventReaction, ReactsTo } from '../../../../shared/events/domain-events';
import { NoticeToText } from '../../domain/sms/notice-to-text.event';
import { SendSmsToCustomerCommand } from '../commands/send-sms-to-customer/send-sms-to-customer.command';

/** Texts a notice after the commit that sent its email; retried by the events queue while the provider fails. */
@Injectable()
@ReactsTo(NoticeToText, 'after-commit')
export class SendNoticeByText implements DomainEventReaction<NoticeToText> {
  constructor(private readonly commands: CommandBus) {}

  async react({ userId, template, data }: NoticeToText): Promise<void> {
    await this.commands.execute(new SendSmsToCustomerCommand(userId, template, data));
  }
}
