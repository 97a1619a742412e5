import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BillingAccounts } from '../../billing-accounts';
import { PaymentGateway } from '../../payment-gateway';
import { CreateSetupIntentCommand } from './create-setup-intent.command';

@CommandHandler(CreateSetupIntentCommand)
export class CreateSetupIntentHandler implements ICommandHandler<CreateSetupIntentCommand> {
  constructor(
    private readonly accounts: BillingAccounts,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute({ userId }: CreateSetupIntentCommand): Promise<{ clientSecret: string }> {
    const customerId = await this.accounts.gatewayCustomerOf(userId);
    // A new card each time it is asked for: a setup intent creates nothing that costs money.
    const intent = await this.gateway.createSetupIntent(customerId, `setup-${userId}-${randomUUID()}`);
    return { clientSecret: intent.clientSecret };
  }
}
