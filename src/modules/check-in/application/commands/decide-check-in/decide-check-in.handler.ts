import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { RecordAuditEntryCommand } from '../../../../audit';
import { SendTeamChatReplyCommand } from '../../../../messaging';
import { GetPrescriberProfileQuery } from '../../../../prescribing';
import { PauseSubscriptionCommand } from '../../../../subscription';
import { CheckInNotFoundError, NotAPrescriberError, PauseMessageRequiredError } from '../../../domain/check-in.errors';
import { CHECK_IN_LIFECYCLE } from '../../../domain/check-in.state-machine';
import { CheckIn } from '../../../infrastructure/check-in.entity';
import { CheckInView, viewCheckIn } from '../../check-in-view';
import { DecideCheckInCommand } from './decide-check-in.command';

@CommandHandler(DecideCheckInCommand)
export class DecideCheckInHandler implements ICommandHandler<DecideCheckInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ checkInId, prescriberUserId, decision }: DecideCheckInCommand): Promise<CheckInView> {
    if (!(await this.queries.execute(new GetPrescriberProfileQuery(prescriberUserId)))) throw new NotAPrescriberError();
    return this.em.transactional(async (em) => {
      const checkIn = await em.findOne(CheckIn, checkInId);
      if (!checkIn) throw new CheckInNotFoundError();
      if (decision.kind === 'continue') {
        CHECK_IN_LIFECYCLE.take(checkIn, 'continue', 'prescriber');
        checkIn.decisionNote = decision.note?.trim() || undefined;
      } else {
        const message = decision.message.trim();
        if (!message) throw new PauseMessageRequiredError();
        CHECK_IN_LIFECYCLE.take(checkIn, 'pause', 'prescriber');
        // The customer's own pause (pausedUntil, the due date moved to the resume date), with its checks of the date.
        await this.commands.execute(new PauseSubscriptionCommand(checkIn.userId, checkIn.subscriptionId, decision.resumeOn));
        await this.commands.execute(new SendTeamChatReplyCommand(prescriberUserId, checkIn.userId, message));
        checkIn.decisionNote = `Paused until ${decision.resumeOn}: ${message}`;
      }
      Object.assign(checkIn, { decidedByUserId: prescriberUserId, decidedAt: this.clock.now() });
      await this.commands.execute(
        new RecordAuditEntryCommand({
          actorId: prescriberUserId,
          action: `check-in.${decision.kind === 'continue' ? 'continued' : 'paused'}`,
          summary: decision.kind === 'continue' ? 'Reviewed the check-in: the treatment continues' : `Reviewed the check-in: paused the treatment until ${decision.resumeOn}`,
          customerId: checkIn.userId,
          subscriptionId: checkIn.subscriptionId,
          subject: `check_in:${checkIn.id}`,
          changes: [],
        }),
      );
      await em.flush();
      return viewCheckIn(checkIn);
    });
  }
}
