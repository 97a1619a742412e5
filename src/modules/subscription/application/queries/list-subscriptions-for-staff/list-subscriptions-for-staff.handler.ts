import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { readAll } from '../../../../../shared/database/read-all';
import { GetPlanSummariesQuery } from '../../../../catalogue';
import { GetPeopleByIdQuery, SearchCustomerIdsQuery } from '../../../../identity';
import { currentItemOf, HIGHLIGHTED_ITEM_CODE } from '../../../domain/staff-rules';
import type { ItemStatus, SubscriptionStatus } from '../../../domain/subscription-status';
import { PROVIDER_REFERENCE_COLUMNS, ProviderReferences, type ReferenceRow } from '../../provider-references';
import { StaffListCounts } from '../../staff-list-counts';
import { ListSubscriptionsForStaffQuery, StaffSubscriptionFilter, StaffSubscriptionPage } from './list-subscriptions-for-staff.query';

/** A search looks through this many matching customers at most (newest first); beyond it staff are asked to narrow it. */
const CUSTOMER_MATCH_LIMIT = 200;

interface Row extends ReferenceRow {
  user_id: number;
  status: SubscriptionStatus;
  treatment_plan_id: number;
  due_at: string | null;
  open_risk_flags: number;
  /** In plan order; null when it has none. */
  items: { code: string; status: ItemStatus }[] | null;
}

/** Ids are numbers from the database or the validated request: safe to write as a PostgreSQL array literal. */
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/**
 * Plain SQL rather than entities: staff page through 100,000 subscriptions all day, and
 * reading rows without hydrating entities keeps every page (up to 1,000 rows) fast.
 * A status's count (or all statuses') comes from StaffListCounts. The indexes it relies on: subscription (status, id) and (treatment_plan_id, id), both on unrestricted rows only as the
 * list reads them (so a count is read from the index), (user_id, status), (stripe_subscription_id),
 * and (id) where open_risk_flags > 0 for the 'Flagged' filter.
 */
@QueryHandler(ListSubscriptionsForStaffQuery)
export class ListSubscriptionsForStaffHandler implements IQueryHandler<ListSubscriptionsForStaffQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly providerReferences: ProviderReferences,
    private readonly counts: StaffListCounts,
  ) {}

  async execute({ filter }: ListSubscriptionsForStaffQuery): Promise<StaffSubscriptionPage> {
    const { where, params, customerMatchesCapped } = await this.conditions(filter);
    const connection = this.em.getConnection();
    // A status alone (or none): its count is kept beside the table, not counted from 48,000 index entries.
    const countKept = !filter.keyword && !filter.planId && !filter.flagged;
    const [rows, total] = await readAll(this.em, [
      // One statement for the page, each row's items (in plan order) and provider reference: a page of 1,000 is one
      // round trip and 1,000 rows to parse, not three reads and 3,000 rows.
      () =>
        connection.execute<Row[]>(
          `select s.id, s.user_id, s.status, s.stripe_subscription_id, s.treatment_plan_id, to_char(s.due_at, 'YYYY-MM-DD') as due_at, s.open_risk_flags,
                  (select json_agg(json_build_object('code', i.code, 'status', i.status) order by i.position, i.id)
                     from subscription_item i where i.subscription_id = s.id) as items,
                  ${PROVIDER_REFERENCE_COLUMNS}
             from (select id, user_id, status, stripe_subscription_id, treatment_plan_id, due_at, open_risk_flags
                     from subscription ${where} order by id desc limit ? offset ?) s
             left join billing_account b on b.user_id = s.user_id
            order by s.id desc`,
          [...params, filter.perPage, (filter.page - 1) * filter.perPage],
        ),
      () =>
        countKept
          ? this.counts.unrestricted(filter.status)
          : connection.execute<{ total: string }[]>(`select count(*) as total from subscription ${where}`, params).then(([row]) => Number(row.total)),
    ]);
    // The treatments' titles are kept public catalogue data (GetPlanSummariesQuery): usually no read at all.
    const [people, plans] = await readAll(this.em, [
      () => this.queries.execute(new GetPeopleByIdQuery([...new Set(rows.map((row) => row.user_id))])),
      () => this.queries.execute(new GetPlanSummariesQuery([...new Set(rows.map((row) => row.treatment_plan_id))])),
    ]);
    const treatmentOfPlan = new Map(plans.map((plan) => [plan.planId, plan.treatment.title] as const));
    return {
      total,
      customerMatchesCapped,
      data: rows.map((row) => {
        const current = currentItemOf(row.items ?? []);
        const person = people[row.user_id];
        return {
          id: row.id,
          customer: { id: row.user_id, name: person?.name ?? `Customer #${row.user_id}`, email: person?.email ?? '' },
          status: row.status,
          stripeSubscriptionId: row.stripe_subscription_id,
          providerReference: this.providerReferences.referenceOf(row),
          treatment: treatmentOfPlan.get(row.treatment_plan_id) ?? 'Unknown plan',
          dueAt: row.due_at,
          currentItemCode: current?.code ?? null,
          highlighted: current?.code === HIGHLIGHTED_ITEM_CODE,
          openRiskFlags: row.open_risk_flags,
        };
      }),
    };
  }

  private async conditions(filter: StaffSubscriptionFilter): Promise<{ where: string; params: unknown[]; customerMatchesCapped: boolean }> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.status) {
      conditions.push('status = ?');
      params.push(filter.status);
    }
    if (filter.planId) {
      conditions.push('treatment_plan_id = ?');
      params.push(filter.planId);
    }
    // Matches the partial index subscription_flagged_index: a few rows, however large the table.
    if (filter.flagged) conditions.push('open_risk_flags > 0');
    let customerMatchesCapped = false;
    // An erased patient's subscriptions are restricted: found only by their own order number (a dispute, an inspection).
    const restrictedOrderId = filter.keyword ? /^#?(\d{1,9})$/.exec(filter.keyword)?.[1] : undefined;
    conditions.push(restrictedOrderId ? '(restricted_at is null or id = ?)' : 'restricted_at is null');
    if (restrictedOrderId) params.push(Number(restrictedOrderId));
    if (filter.keyword) {
      const customerIds = await this.queries.execute(new SearchCustomerIdsQuery(filter.keyword, CUSTOMER_MATCH_LIMIT + 1));
      customerMatchesCapped = customerIds.length > CUSTOMER_MATCH_LIMIT;
      const alternatives = ['stripe_subscription_id = ?'];
      params.push(filter.keyword);
      if (customerIds.length) {
        alternatives.push('user_id = any(?::int[])');
        params.push(intArray(customerIds.slice(0, CUSTOMER_MATCH_LIMIT)));
      }
      const orderId = /^#?(\d{1,9})$/.exec(filter.keyword)?.[1];
      if (orderId) {
        alternatives.push('id = ?');
        params.push(Number(orderId));
      }
      conditions.push(`(${alternatives.join(' or ')})`);
    }
    return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', params, customerMatchesCapped };
  }
}
