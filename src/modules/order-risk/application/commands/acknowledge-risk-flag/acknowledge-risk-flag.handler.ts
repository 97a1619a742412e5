import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock';
import { RecordAuditEntryCommand } from '../../../../audit';
import { FLAG_LABELS, RiskFlagAlreadyAcknowledgedError, RiskFlagNotFoundError } from '../../../domain/order-risk.errors';
import { ReviewFlagNeedsApprovalError } from '../../../domain/review-flag-needs-approval.error';
import { OrderRiskFlag } from '../../../infrastructure/order-risk-flag.entity';
import { ListRiskFlagsQuery } from '../../queries/list-risk-flags/list-risk-flags.query';
import { RiskAssessor } from '../../risk-assessor';
import { AcknowledgeRiskFlagCommand } from './acknowledge-risk-flag.command';

@CommandHandler(AcknowledgeRiskFlagCommand)
export class AcknowledgeRiskFlagHandler implements ICommandHandler<AcknowledgeRiskFlagCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly assessor: RiskAssessor,
    private readonly clock: Clock,
  ) {}

  async execute({ flagId, actorId, note }: AcknowledgeRiskFlagCommand) {
    const subscriptionId = await this.em.transactional(async (em) => {
      const flag = await em.findOne(OrderRiskFlag, flagId);
      if (!flag) throw new RiskFlagNotFoundError(flagId);
      if (flag.acknowledgedAt) throw new RiskFlagAlreadyAcknowledgedError(flagId);
      if (flag.occasion === 'review') throw new ReviewFlagNeedsApprovalError();
      Object.assign(flag, { acknowledgedBy: actorId, acknowledgedAt: this.clock.now(), note });
      await this.commands.execute(
        new RecordAuditEntryCommand({
          actorId,
          action: 'order_risk.flag.acknowledged',
          summary: `Acknowledged the '${FLAG_LABELS[flag.kind]}' flag raised on a renewal`,
          subscriptionId: flag.subscriptionId,
          subject: `order_risk_flag:${flag.id}`,
          changes: [{ field: 'note', from: null, to: note }],
        }),
      );
      await em.flush();
      await this.assessor.publishOpenCount(flag.subscriptionId);
      return flag.subscriptionId;
    });
    return this.queries.execute(new ListRiskFlagsQuery(subscriptionId));
  }
}
