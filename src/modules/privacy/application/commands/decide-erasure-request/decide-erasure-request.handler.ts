import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../../../config/app-config';
import { Clock } from '../../../../../shared/domain/clock';
import { addToOutbox } from '../../../../../shared/outbox/outbox';
import { JobName } from '../../../../../shared/queue/jobs';
import { RecordAuditEntryCommand } from '../../../../audit';
import { GetPatientDetailsQuery } from '../../../../identity';
import { ErasureAlreadyDecidedError, ErasureRequestNotFoundError, RefusalReasonRequiredError } from '../../../domain/privacy.errors';
import { ErasureRequest } from '../../../infrastructure/erasure-request.entity';
import { AccountEraser } from '../../account-eraser';
import { ErasureRequestForStaff } from '../../queries/list-erasure-requests/list-erasure-requests.query';
import { ErasureRequestsForStaff } from '../../erasure-requests-for-staff';
import { DecideErasureRequestCommand } from './decide-erasure-request.command';

@CommandHandler(DecideErasureRequestCommand)
export class DecideErasureRequestHandler implements ICommandHandler<DecideErasureRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly eraser: AccountEraser,
    private readonly forStaff: ErasureRequestsForStaff,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async execute({ actorId, requestId, approve, reason }: DecideErasureRequestCommand): Promise<ErasureRequestForStaff> {
    const request = approve ? await this.eraser.erase(requestId, actorId) : await this.refuse(requestId, actorId, reason?.trim() ?? '');
    const [view] = await this.forStaff.view([request]);
    return view;
  }

  private async refuse(requestId: number, actorId: number, reason: string): Promise<ErasureRequest> {
    if (!reason) throw new RefusalReasonRequiredError();
    return this.em.transactional(async () => {
      const request = await this.em.findOne(ErasureRequest, requestId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!request) throw new ErasureRequestNotFoundError();
      if (request.status !== 'pending') throw new ErasureAlreadyDecidedError(request.status);
      Object.assign(request, { status: 'refused', decidedAt: this.clock.now(), decidedByUserId: actorId, refusalReason: reason });
      const patient = await this.queries.execute(new GetPatientDetailsQuery(request.userId));
      if (patient) {
        addToOutbox(this.em, JobName.SendEmail, {
          to: patient.email,
          template: 'erasure-refused',
          data: { firstName: patient.firstName, reason, accountUrl: `${this.config.get('APP_URL')}/v2/profile` },
        });
      }
      await this.commands.execute(
        new RecordAuditEntryCommand({
          actorId,
          action: 'privacy.erasure.refused',
          summary: 'Refused the request to erase the account',
          customerId: request.userId,
          subject: `erasure_request:${request.id}`,
          changes: [
            { field: 'status', from: 'pending', to: 'refused' },
            { field: 'reason', from: null, to: reason },
          ],
        }),
      );
      return request;
    });
  }
}
