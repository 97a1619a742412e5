import { Injectable, Logger } from '@nestjs/common';
import { ReactsTo, type DomainEventReaction, DomainEvents } from '../../../../shared/events/domain-events';
import { SupplyRenewed } from '../../../subscription';
import { SupplyCounted } from '../../domain/prescribing.events';
import { isRefusal } from '../../domain/supply-authority';
import { SupplyCounter } from '../supply-counter';

/**
 * A renewal was paid: the supply is counted against the subscription's prescription ('3 of 6')
 * and, counted, goes on to be dispensed. The renewal asked first whether the prescription allows
 * it, so a refusal here means the rules changed between the check and the payment (a payment the
 * bank authenticated days later, say): the money is taken and failing would lose its record, so
 * the supply is kept off the dispatch list and staff are told.
 */
@Injectable()
@ReactsTo(SupplyRenewed, 'in-transaction')
export class CountRenewedSupply implements DomainEventReaction<SupplyRenewed> {
  private readonly logger = new Logger(CountRenewedSupply.name);

  constructor(
    private readonly supplies: SupplyCounter,
    private readonly events: DomainEvents,
  ) {}

  async react(event: SupplyRenewed): Promise<void> {
    const counted = await this.supplies.countRenewal(event.subscriptionId, event.subscriptionItemId, event.itemCode, event.paidOn);
    if (isRefusal(counted)) {
      this.logger.error({ subscriptionId: event.subscriptionId, subscriptionItemId: event.subscriptionItemId, rule: counted.rule }, `A paid renewal is not authorised by its prescription: ${counted.message}`);
      return;
    }
    const { prescription, line } = counted;
    await this.events.publish(
      new SupplyCounted(event.subscriptionId, event.subscriptionItemId, event.userId, prescription.id, prescription.patientName, line.medicineName, line.quantity, {
        supplyNumber: counted.supplyNumber,
        suppliesAuthorised: counted.suppliesAuthorised,
      }),
    );
  }
}
