import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readAll } from '../../../../../shared/database/read-all';
import { RecordAuditEntryCommand } from '../../../../audit';
import { gpStatusOf } from '../../../domain/gp-sharing';
import { GpDetails } from '../../../infrastructure/gp-details.entity';
import { GpJustification } from '../../../infrastructure/gp-justification.entity';
import { GpLetterSent } from '../../../infrastructure/gp-letter-sent.entity';
import { GpPractice } from '../../../infrastructure/gp-practice.entity';
import { answeredPractice } from '../../gp-views';
import { GetGpPanelQuery, type GpPanel } from './get-gp-panel.query';

@QueryHandler(GetGpPanelQuery)
export class GetGpPanelHandler implements IQueryHandler<GetGpPanelQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async execute({ subscriptionId, viewedByUserId }: GetGpPanelQuery): Promise<GpPanel> {
    const [details, justifications, letters] = await readAll(this.em, [
      () => this.em.findOne(GpDetails, { subscriptionId }),
      () => this.em.find(GpJustification, { subscriptionId }, { orderBy: { id: 'asc' } }),
      () => this.em.find(GpLetterSent, { subscriptionId }, { orderBy: { id: 'asc' } }),
    ]);
    const practice = details?.odsCode ? await this.em.findOne(GpPractice, { odsCode: details.odsCode }) : null;
    if (details) {
      // GP details are health data: every look at them is on the audit trail.
      await this.commands.execute(
        new RecordAuditEntryCommand({
          actorId: viewedByUserId,
          action: 'general_practice.details.viewed',
          summary: 'Viewed the patient\u2019s GP details',
          customerId: details.userId,
          subscriptionId,
          subject: `gp_details:${subscriptionId}`,
        }),
      );
      await this.em.flush();
    }
    return {
      answer: details && {
        subscriptionId,
        status: gpStatusOf(details),
        practice: answeredPractice(details, practice ?? undefined),
        noGp: details.noGp,
        consentToShare: details.consentToShare,
        answeredAt: details.answeredAt,
      },
      justifications: justifications.map(({ justification, gpStatus, prescriberUserId, recordedAt }) => ({ justification, gpStatus, prescriberUserId, recordedAt })),
      letters: letters.map(({ prescriptionId, odsCode, practiceName, sentTo, result, error, sentAt }) => ({ prescriptionId, odsCode, practiceName, sentTo, result, error, sentAt })),
    };
  }
}
