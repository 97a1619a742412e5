import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ReactsTo, type DomainEventReaction } from '../../../../shared/events/domain-events';
import { GetPrescriptionQuery } from '../../../prescribing';
import { SupplyRenewed } from '../../../subscription';
import { FulfilmentOrder } from '../../infrastructure/fulfilment-order.entity';

/** A renewal was paid: its supply joins the dispatch list, dispensed against the subscription's prescription. */
@Injectable()
@ReactsTo(SupplyRenewed)
export class OpenOrderOnRenewal implements DomainEventReaction<SupplyRenewed> {
  private readonly logger = new Logger(OpenOrderOnRenewal.name);

  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async react(event: SupplyRenewed): Promise<void> {
    const prescription = await this.queries.execute(new GetPrescriptionQuery(event.subscriptionId));
    // The money is taken by now: failing here would lose its record. Without a prescription the
    // supply must not be dispensed, so it stays off the dispatch list and staff are told.
    if (!prescription) {
      this.logger.error({ subscriptionId: event.subscriptionId, subscriptionItemId: event.subscriptionItemId }, 'A renewed supply has no prescription on record: it is not on the dispatch list');
      return;
    }
    this.em.persist(
      Object.assign(new FulfilmentOrder(), {
        subscriptionId: event.subscriptionId,
        subscriptionItemId: event.subscriptionItemId,
        userId: event.userId,
        prescriptionId: prescription.id,
        customerName: prescription.patientName,
        treatment: event.treatment,
        quantity: prescription.quantity,
      }),
    );
  }
}
