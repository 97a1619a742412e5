import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { RecordAuditEntryCommand } from '../../../../audit';
import { gpStatusOf } from '../../../domain/gp-sharing';
import { GpDetails } from '../../../infrastructure/gp-details.entity';
import { GpPractice } from '../../../infrastructure/gp-practice.entity';
import { answeredPractice, type GpAnswerView } from '../../gp-views';
import { ListGpAnswersQuery } from './list-gp-answers.query';

@QueryHandler(ListGpAnswersQuery)
export class ListGpAnswersHandler implements IQueryHandler<ListGpAnswersQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ userId }: ListGpAnswersQuery): Promise<GpAnswerView[]> {
    const answers = await this.em.find(GpDetails, { userId }, { orderBy: { subscriptionId: 'asc' } });
    if (answers.length === 0) return [];
    const codes = answers.map((answer) => answer.odsCode).filter((code): code is string => !!code);
    const practices = new Map((await this.em.find(GpPractice, { odsCode: { $in: codes } })).map((practice) => [practice.odsCode, practice]));
    // GP details are health data: each read of them, the owner's too, is on the audit trail.
    await this.commands.execute(
      new RecordAuditEntryCommand({ actorId: userId, action: 'general_practice.details.viewed', summary: 'Viewed their GP details', customerId: userId, subject: `user:${userId}` }),
    );
    await this.em.flush();
    return answers.map((answer) => ({
      subscriptionId: answer.subscriptionId,
      status: gpStatusOf(answer),
      practice: answeredPractice(answer, answer.odsCode ? practices.get(answer.odsCode) : undefined),
      noGp: answer.noGp,
      consentToShare: answer.consentToShare,
      answeredAt: answer.answeredAt,
    }));
  }
}
