import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BillingAccount } from '../infrastructure/billing-account.entity';
import { PaymentGateway, type SavedCard } from './payment-gateway';

/** A customer's saved cards at the provider; none when they have never saved one (no provider customer is created to look). */
@Injectable()
export class CustomerCards {
  constructor(
    private readonly em: EntityManager,
    private readonly gateway: PaymentGateway,
  ) {}

  async of(userId: number): Promise<SavedCard[]> {
    const account = await this.em.findOne(BillingAccount, { userId });
    return account?.gatewayCustomerId ? this.gateway.listCards(account.gatewayCustomerId) : [];
  }
}
