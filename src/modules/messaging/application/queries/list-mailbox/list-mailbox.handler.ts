import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MailboxMessage } from '../../../infrastructure/mailbox-message.entity';
import { ListMailboxQuery, MailboxEntry } from './list-mailbox.query';

@QueryHandler(ListMailboxQuery)
export class ListMailboxHandler implements IQueryHandler<ListMailboxQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: ListMailboxQuery): Promise<MailboxEntry[]> {
    const where = query.to ? { to: query.to.trim().toLowerCase() } : {};
    const messages = await this.em.find(MailboxMessage, where, { orderBy: { id: 'desc' }, limit: query.limit });
    return messages.map((message): MailboxEntry => {
      const sentAt = message.sentAt.toISOString();
      if (message.kind === 'sms') return { kind: 'sms', to: message.to, body: message.text, sent_at: sentAt };
      return { kind: 'email', to: message.to, subject: message.subject, text: message.text, html: message.html, sent_at: sentAt };
    });
  }
}
