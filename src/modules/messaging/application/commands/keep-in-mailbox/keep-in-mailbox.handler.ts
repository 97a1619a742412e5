import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { MailboxMessage } from '../../../infrastructure/mailbox-message.entity';
import { KeepInMailboxCommand } from './keep-in-mailbox.command';

@CommandHandler(KeepInMailboxCommand)
export class KeepInMailboxHandler implements ICommandHandler<KeepInMailboxCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ to, subject, text, html }: KeepInMailboxCommand): Promise<void> {
    // Its own write, as LocalMailboxMailer's: the mailbox stands in for a send, which no transaction undoes.
    await this.em.fork().insert(Object.assign(new MailboxMessage(), { to, subject, text, html }));
  }
}
