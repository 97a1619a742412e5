import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { addCalendarMonths, ukCalendarDate } from '../../../shared/domain/calendar-date';
import { GetPeopleByIdQuery } from '../../identity';
import type { ErasureRequest } from '../infrastructure/erasure-request.entity';
import type { ErasureRequestForStaff } from './queries/list-erasure-requests/list-erasure-requests.query';

/** Erasure requests as staff see them: with who asked and who decided, by name. */
@Injectable()
export class ErasureRequestsForStaff {
  constructor(private readonly queries: QueryBus) {}

  async view(requests: ErasureRequest[]): Promise<ErasureRequestForStaff[]> {
    const ids = requests.flatMap((request) => [request.userId, ...(request.decidedByUserId ? [request.decidedByUserId] : [])]);
    const people = await this.queries.execute(new GetPeopleByIdQuery([...new Set(ids)]));
    return requests.map((request) => ({
      id: request.id,
      userId: request.userId,
      status: request.status,
      customer:
        request.status === 'erased'
          ? { name: `Erased account #${request.userId}`, email: null }
          : { name: people[request.userId]?.name ?? `Customer #${request.userId}`, email: people[request.userId]?.email ?? null },
      requestedAt: request.requestedAt.toISOString(),
      answerBy: addCalendarMonths(ukCalendarDate(request.requestedAt), 1),
      patientReason: request.patientReason ?? null,
      decidedAt: request.decidedAt?.toISOString() ?? null,
      decidedBy: request.decidedByUserId ? (people[request.decidedByUserId]?.name ?? `Staff #${request.decidedByUserId}`) : null,
      refusalReason: request.refusalReason ?? null,
      outcome: request.outcome ?? null,
    }));
  }
}
