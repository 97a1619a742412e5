import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DueRenewal, FindDueRenewalsQuery } from './find-due-renewals.query';

@QueryHandler(FindDueRenewalsQuery)
export class FindDueRenewalsHandler implements IQueryHandler<FindDueRenewalsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ today, afterId, limit }: FindDueRenewalsQuery): Promise<DueRenewal[]> {
    // Column-to-column comparisons, so plain SQL; the (status, due_at) index serves both halves.
    const rows: { id: number; due_on: string; user_id: number }[] = await this.em.getConnection().execute(
      `select id, due_at::text as due_on, user_id
         from subscription
        where id > ? and due_at is not null
          and ((status = 'active' and due_at <= ? and (paused_until is null or paused_until <= ?) and (reconsult_requested_for is distinct from due_at or prescription_expires_on >= due_at))
            or (status = 'failed' and retry_on <= ?))
        order by id
        limit ?`,
      [afterId, today, today, today, limit],
    );
    return rows.map((row) => ({ subscriptionId: row.id, dueOn: row.due_on, userId: row.user_id }));
  }
}
