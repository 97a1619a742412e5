import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { RecordAuditEntryCommand } from '../../../../audit';
import { CustomerNotFoundError } from '../../../domain/identity.errors';
import { User } from '../../../infrastructure/user.entity';
import { UpdateCustomerNoteCommand } from './update-customer-note.command';

@CommandHandler(UpdateCustomerNoteCommand)
export class UpdateCustomerNoteHandler implements ICommandHandler<UpdateCustomerNoteCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ actorId, userId, note }: UpdateCustomerNoteCommand): Promise<void> {
    const user = await this.em.findOne(User, userId);
    if (!user) throw new CustomerNotFoundError();
    const before = user.note ?? '';
    if (before === note) return;
    user.note = note || undefined;
    await this.commands.execute(
      new RecordAuditEntryCommand({ actorId, action: 'customer.note.updated', summary: 'Edited the admin note', customerId: userId, subject: `user:${userId}`, changes: [{ field: 'note', from: before || null, to: note || null }] }),
    );
    // The change and its audit entry in one flush.
    await this.em.flush();
  }
}
