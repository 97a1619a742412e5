import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { RecordAuditEntryCommand } from '../../../../audit';
import { ErasureAlreadyRequestedError, StaffCannotBeErasedError } from '../../../domain/privacy.errors';
import { ErasureRequest } from '../../../infrastructure/erasure-request.entity';
import { ErasureRequestView, viewErasureRequest } from '../../data-rights-view';
import { RequestErasureCommand } from './request-erasure.command';

@CommandHandler(RequestErasureCommand)
export class RequestErasureHandler implements ICommandHandler<RequestErasureCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, role, reason }: RequestErasureCommand): Promise<ErasureRequestView> {
    // Staff records (who prescribed, dispatched, changed what) must outlive a staff member's account.
    if (role !== 'customer') throw new StaffCannotBeErasedError();
    if (await this.em.count(ErasureRequest, { userId, status: 'pending' })) throw new ErasureAlreadyRequestedError();
    const request = Object.assign(new ErasureRequest(), { userId, requestedAt: this.clock.now(), patientReason: reason?.trim() || undefined });
    try {
      // The request and its audit entry (which names it) commit together.
      await this.em.transactional(async () => {
        await this.em.persist(request).flush();
        await this.commands.execute(
          new RecordAuditEntryCommand({ actorId: userId, action: 'privacy.erasure.requested', summary: 'Asked for their account to be erased', customerId: userId, subject: `erasure_request:${request.id}` }),
        );
      });
    } catch (error) {
      // Two requests at once: the database lets only one be pending.
      if (error instanceof UniqueConstraintViolationException) throw new ErasureAlreadyRequestedError();
      throw error;
    }
    return viewErasureRequest(request);
  }
}
