import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BillingAccount } from '../../../infrastructure/billing-account.entity';
import { PaymentRecord } from '../../../infrastructure/payment.entity';
import { PurgeBillingRecordsCommand } from './purge-billing-records.command';

@CommandHandler(PurgeBillingRecordsCommand)
export class PurgeBillingRecordsHandler implements ICommandHandler<PurgeBillingRecordsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: PurgeBillingRecordsCommand): Promise<number> {
    const payments = await this.em.nativeDelete(PaymentRecord, { userId });
    await this.em.nativeDelete(BillingAccount, { userId });
    return payments;
  }
}
