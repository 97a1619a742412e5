import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetPatientDetailsQuery } from '../../identity';
import { BillingAccount } from '../infrastructure/billing-account.entity';
import { PaymentGateway } from './payment-gateway';

/** Each customer's provider customer, created the first time they need one. */
@Injectable()
export class BillingAccounts {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly gateway: PaymentGateway,
  ) {}

  async gatewayCustomerOf(userId: number): Promise<string> {
    const account = (await this.em.findOne(BillingAccount, { userId })) ?? Object.assign(new BillingAccount(), { userId });
    if (!account.gatewayCustomerId) {
      const patient = await this.queries.execute(new GetPatientDetailsQuery(userId));
      const name = `${patient?.firstName ?? ''} ${patient?.lastName ?? ''}`.trim();
      // One key per user: two first visits at once still make one provider customer.
      account.gatewayCustomerId = await this.gateway.createCustomer({ email: patient?.email ?? '', name, userId }, `customer-user-${userId}`);
      await this.em.upsert(BillingAccount, { userId, gatewayCustomerId: account.gatewayCustomerId, creditPence: account.creditPence });
    }
    return account.gatewayCustomerId;
  }
}

/**
 * Adds `pence` to a customer's account credit (takes it off when negative), never below zero, in the
 * transaction of `em` and under a lock on their billing account, so credit moves one change at a time.
 */
export async function changeAccountCredit(em: EntityManager, userId: number, pence: number): Promise<void> {
  const account = (await em.findOne(BillingAccount, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE })) ?? em.create(BillingAccount, { userId, creditPence: 0 });
  account.creditPence = Math.max(0, account.creditPence + pence);
}
