import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { ReactsTo, type DomainEventReaction, DomainEvents } from '../../../../shared/events/domain-events';
import { SupplyRenewed } from '../../../subscription';
import { SupplyCounted } from '../../domain/prescribing.events';
import { isRefusal } from '../../domain/supply-authority';
import { Prescription } from '../../infrastructure/prescription.entity';
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
    private readonly em: EntityManager,
    private readonly supplies: SupplyCounter,
    private readonly events: DomainEvents,
  ) {}

  async react(event: SupplyRenewed): Promise<void> {
    const check = await this.supplies.check(event.subscriptionId, event.itemCode, event.paidOn);
    if (isRefusal(check)) {
      this.logger.error({ subscriptionId: event.subscriptionId, subscriptionItemId: event.subscriptionItemId, rule: check.rule }, `A paid renewal is not authorised by its prescription: ${check.message}`);
      return;
    }
    const counted = await this.supplies.count(check.prescriptionId, event.subscriptionItemId, event.itemCode, event.paidOn);
    const { patientName } = await this.em.findOneOrFail(Prescription, check.prescriptionId);
    await this.events.publish(
      new SupplyCounted(event.subscriptionId, event.subscriptionItemId, event.userId, check.prescriptionId, patientName, counted.line.medicineName, counted.line.quantity, {
        supplyNumber: counted.supplyNumber,
        suppliesAuthorised: counted.suppliesAuthorised,
      }),
    );
  }
}
