import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { arrayLiteral } from '../../../shared/database/array-literal';
import { isNothingToPay, PaymentGateway, type ProviderObjectKind } from './payment-gateway';

/** What staff can look a subscription up by at the payment provider, and where (null: no dashboard, e.g. the sandbox). */
export interface ProviderReference {
  kind: ProviderObjectKind;
  id: string;
  dashboardUrl: string | null;
}

export interface ReferenceRow {
  id: number;
  stripe_subscription_id: string | null;
  payment_id: string | null;
  customer_id: string | null;
}

/**
 * The columns `referenceOf` needs, for a statement reading subscriptions as `s`: its latest real
 * payment (the payment (subscription_id, attempt) index) and its customer's billing account (primary key).
 * The statement joins `billing_account b on b.user_id = s.user_id` (left join).
 */
export const PROVIDER_REFERENCE_COLUMNS = `(select p.gateway_payment_id from payment p where p.subscription_id = s.id and p.gateway_payment_id not like 'free\\_%'
                order by p.created_at desc, p.id desc limit 1) as payment_id,
              b.gateway_customer_id as customer_id`;

/**
 * The provider reference shown in the back office's 'Provider reference' column. We charge
 * every supply ourselves (docs/billing-engine.md), so the provider holds no subscription
 * object for ours; the nearest thing it has is the latest payment, else the customer.
 * A subscription imported with a provider subscription id shows that first.
 */
@Injectable()
export class ProviderReferences {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
  ) {}

  /** One query for a whole page: the payment (subscription_id, attempt) and billing account (primary key) indexes answer it. */
  async of(subscriptionIds: number[]): Promise<Map<number, ProviderReference | null>> {
    if (!subscriptionIds.length) return new Map();
    const rows = await this.em.getConnection().execute<ReferenceRow[]>(
      `select s.id, s.stripe_subscription_id, ${PROVIDER_REFERENCE_COLUMNS}
         from subscription s left join billing_account b on b.user_id = s.user_id
        where s.id = any(?::int[])`,
      [arrayLiteral(subscriptionIds)],
    );
    return new Map(rows.map((row) => [row.id, this.referenceOf(row)]));
  }

  /** For a row read with PROVIDER_REFERENCE_COLUMNS (the back-office list reads them with its page). */
  referenceOf(row: ReferenceRow): ProviderReference | null {
    const [kind, id] = row.stripe_subscription_id
      ? (['subscription', row.stripe_subscription_id] as const)
      : row.payment_id && !isNothingToPay(row.payment_id)
        ? (['payment', row.payment_id] as const)
        : row.customer_id
          ? (['customer', row.customer_id] as const)
          : [];
    return kind && id ? { kind, id, dashboardUrl: this.gateway.dashboardUrl(kind, id) } : null;
  }
}
