import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GpDetails } from '../../../infrastructure/gp-details.entity';
import { GpJustification } from '../../../infrastructure/gp-justification.entity';
import { GpLetterSent } from '../../../infrastructure/gp-letter-sent.entity';
import { ExportGpDataQuery, type GpData } from './export-gp-data.query';

@QueryHandler(ExportGpDataQuery)
export class ExportGpDataHandler implements IQueryHandler<ExportGpDataQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ExportGpDataQuery): Promise<GpData> {
    // One query after another: an erasure asks this inside its transaction, on one connection.
    const details = await this.em.find(GpDetails, { userId }, { orderBy: { answeredAt: 'asc', id: 'asc' } });
    const justifications = await this.em.find(GpJustification, { patientUserId: userId }, { orderBy: { recordedAt: 'asc', id: 'asc' } });
    // A letter goes only to a practice the patient consented to for that subscription, so their GP answers name its subscriptions.
    const subscriptionIds = [...new Set(details.map((each) => each.subscriptionId))];
    const letters = subscriptionIds.length ? await this.em.find(GpLetterSent, { subscriptionId: { $in: subscriptionIds } }, { orderBy: { sentAt: 'asc', id: 'asc' } }) : [];
    return {
      gpDetails: details.map((each) => ({
        subscriptionId: each.subscriptionId,
        practiceName: each.practiceName,
        odsCode: each.odsCode,
        noGp: each.noGp,
        consentToShare: each.consentToShare,
        answeredAt: each.answeredAt.toISOString(),
      })),
      prescribingWithoutInformingGp: justifications.map((each) => ({
        subscriptionId: each.subscriptionId,
        gpStatusAtTheTime: each.gpStatus,
        justification: each.justification,
        recordedAt: each.recordedAt.toISOString(),
      })),
      lettersToGp: letters.map((each) => ({
        subscriptionId: each.subscriptionId,
        practiceName: each.practiceName,
        odsCode: each.odsCode,
        sentTo: each.sentTo,
        result: each.result,
        sentAt: each.sentAt.toISOString(),
      })),
    };
  }
}
