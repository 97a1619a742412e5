import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PendingRegistration } from '../../../infrastructure/pending-registration.entity';
import { PruneStaleRegistrationsCommand } from './prune-stale-registrations.command';

@CommandHandler(PruneStaleRegistrationsCommand)
export class PruneStaleRegistrationsHandler implements ICommandHandler<PruneStaleRegistrationsCommand> {
  constructor(private readonly em: EntityManager) {}

  // Their codes go with them (email_verification cascades).
  execute({ untouchedSince }: PruneStaleRegistrationsCommand): Promise<number> {
    return this.em.nativeDelete(PendingRegistration, { updatedAt: { $lt: untouchedSince } });
  }
}
