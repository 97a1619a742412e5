import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { storagePathOf } from '../../../../../shared/storage/storage-url';
import { CheckIn } from '../../../infrastructure/check-in.entity';
import { ExportCheckInDataQuery, type CheckInData } from './export-check-in-data.query';

const DECIDED = ['continued', 'adjusted', 'paused'] as const;

@QueryHandler(ExportCheckInDataQuery)
export class ExportCheckInDataHandler implements IQueryHandler<ExportCheckInDataQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: ExportCheckInDataQuery): Promise<CheckInData> {
    const checkIns = await this.em.find(CheckIn, { userId }, { orderBy: { openedOn: 'asc', id: 'asc' } });
    return {
      checkIns: checkIns.map((checkIn) => ({
        id: checkIn.id,
        subscriptionId: checkIn.subscriptionId,
        treatment: checkIn.treatment,
        supplyNumber: checkIn.supplyNumber,
        status: checkIn.status,
        openedOn: checkIn.openedOn,
        waitUntil: checkIn.waitUntil,
        answeredAt: checkIn.answeredAt?.toISOString() ?? null,
        answers: checkIn.answers.map((row) => ({ question: row.question, answer: row.answer })),
        // A check-in photo is one of the patient's progress photos, kept by its authorised link: the path behind
        // it is the file in private storage (one erased with the progress photos is then missing).
        photos: checkIn.photos.map((photo) => storagePathOf(photo.url)),
        decidedAt: checkIn.decidedAt?.toISOString() ?? null,
        prescriberDecision: (DECIDED as readonly string[]).includes(checkIn.status) ? (checkIn.status as (typeof DECIDED)[number]) : null,
        prescriberMessage: checkIn.decisionNote ?? null,
      })),
    };
  }
}
