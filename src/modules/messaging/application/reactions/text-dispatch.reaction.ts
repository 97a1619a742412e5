import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { DomainEventReaction, ReactsTo } from '../../../../shared/events/domain-events';
import { SupplyDispatched } from '../../../fulfilment';
import { GetSupplyQuery } from '../../../subscription';
import { SendSmsToCustomerCommand } from '../commands/send-sms-to-customer/send-sms-to-customer.command';

/**
 * A parcel left the pharmacy: a customer who opted in gets its tracking number by text, with a
 * link to the account (which shows the shipment), after the shipment has committed.
 */
@Injectable()
@ReactsTo(SupplyDispatched, 'after-commit')
export class TextDispatch implements DomainEventReaction<SupplyDispatched> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly config: AppConfig,
  ) {}

  async react({ subscriptionItemId, trackingNumber }: SupplyDispatched): Promise<void> {
    const supply = await this.queries.execute(new GetSupplyQuery(subscriptionItemId));
    if (!supply) return;
    await this.commands.execute(new SendSmsToCustomerCommand(supply.userId, 'order-dispatched', { trackingNumber, accountUrl: `${this.config.get('APP_URL')}/v2/profile` }));
  }
}
