import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { readAll } from '../../../../../shared/database/read-all';
import { ukCalendarDate } from '../../../../../shared/domain/calendar-date';
import { Clock } from '../../../../../shared/domain/clock';
import { DomainEvents } from '../../../../../shared/events/domain-events';
import { addToOutbox } from '../../../../../shared/outbox/outbox';
import { JobName } from '../../../../../shared/queue/jobs';
import { PrivateFileStore } from '../../../../../shared/storage/private-file-store';
import { RecordAuditEntryCommand } from '../../../../audit';
import { GetBillingAddressQuery, GetPatientDetailsQuery } from '../../../../identity';
import { GetResponsiblePharmacistQuery } from '../../../../pharmacy';
import { CheckDispatchQuery } from '../../../../prescribing';
import { GetSupplyQuery } from '../../../../subscription';
import { dispatchReference } from '../../../domain/dispatch-reference';
import { SupplyDispatched } from '../../../domain/fulfilment.events';
import { ActionNotAllowedError, AlreadyShippedError, NoDeliveryAddressError, NoResponsiblePharmacistError, NotApprovedError, PrescriptionDoesNotAllowError, SupplyNotFoundError } from '../../../domain/fulfilment.errors';
import { itemActions } from '../../../domain/item-actions';
import { FulfilmentOrder } from '../../../infrastructure/fulfilment-order.entity';
import { Carrier } from '../../carrier';
import { checkedPack } from '../../checked-order';
import { storageUrl } from '../../../../../shared/storage/storage-url';
import { labelStoragePath } from '../../label-storage';
import { ShipItemCommand, ShippedItem } from './ship-item.command';

/** A 30 ml tube or a blister pack in a padded envelope. */
const PARCEL_WEIGHT_GRAMS = 100;

@CommandHandler(ShipItemCommand)
export class ShipItemHandler implements ICommandHandler<ShipItemCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
    private readonly carrier: Carrier,
    private readonly files: PrivateFileStore,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  async execute({ itemId, shippedByUserId }: ShipItemCommand): Promise<ShippedItem> {
    return this.em.transactional(async (em) => {
      // The row lock makes a double click wait for the first shipment and then find it shipped.
      const order = await em.findOne(FulfilmentOrder, { subscriptionItemId: itemId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const supply = await this.queries.execute(new GetSupplyQuery(itemId));
      if (!supply) throw new SupplyNotFoundError();
      if (order?.status === 'shipped') throw new AlreadyShippedError(order.trackingNumber ?? '');
      if (!order) throw new NotApprovedError();
      if (!itemActions(supply.status).ship) throw new ActionNotAllowedError(`Only a paid item can be shipped; this one is ${supply.status}.`);
      // Nothing leaves the pharmacy unchecked, or while no pharmacist is in charge of it (ADR 0007).
      await em.populate(order, ['checks']);
      const dispatchedOn = ukCalendarDate(this.clock.now());
      const pack = checkedPack(order, dispatchedOn);
      if (!(await this.queries.execute(new GetResponsiblePharmacistQuery()))) throw new NoResponsiblePharmacistError();
      // The prescription must still allow this supply on the day it leaves (HMR 2012 reg 217).
      const unlawful = await this.queries.execute(new CheckDispatchQuery(itemId, dispatchedOn));
      if (unlawful) throw new PrescriptionDoesNotAllowError(unlawful);

      const [patient, address] = await readAll(em, [() => this.queries.execute(new GetPatientDetailsQuery(supply.userId)), () => this.queries.execute(new GetBillingAddressQuery(supply.userId))]);
      if (!address || !patient) throw new NoDeliveryAddressError();
      const shipment = await this.carrier.createShipment({
        reference: dispatchReference(order.subscriptionItemId),
        recipient: { name: `${address.firstName} ${address.lastName}`, addressLines: [address.address1, address.address2, address.city].filter((line): line is string => !!line), postcode: address.postcode, phone: address.contactNo },
        weightGrams: PARCEL_WEIGHT_GRAMS,
      });
      const labelPath = labelStoragePath(shipment.trackingNumber);
      await this.files.write(labelPath, shipment.labelPdf);

      Object.assign(order, { status: 'shipped', dispatchedOn, trackingNumber: shipment.trackingNumber, carrier: shipment.carrier, labelPath, dispatchedByUserId: shippedByUserId });
      await this.events.publish(
        new SupplyDispatched(supply.subscriptionId, supply.itemId, dispatchedOn, shipment.trackingNumber, supply.payment?.supplyAmountPence ?? supply.pricePence, shippedByUserId, pack),
      );
      addToOutbox(em, JobName.SendEmail, {
        to: patient.email,
        template: 'order-dispatched',
        data: { firstName: patient.firstName, orderId: dispatchReference(supply.itemId), treatment: supply.name, trackingNumber: shipment.trackingNumber, trackingUrl: shipment.trackingUrl },
      });
      await this.commands.execute(
        new RecordAuditEntryCommand({
          actorId: shippedByUserId,
          action: 'fulfilment.item.shipped',
          summary: `Shipped item ${supply.code} as ${dispatchReference(supply.itemId)}`,
          customerId: supply.userId,
          subscriptionId: supply.subscriptionId,
          subject: `subscription_item:${supply.itemId}`,
          changes: [{ field: 'trackingNumber', from: null, to: shipment.trackingNumber }],
        }),
      );
      return { pdfUrl: storageUrl(labelPath), trackingNumber: shipment.trackingNumber };
    });
  }
}
