import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ukCalendarDate } from '../../../shared/domain/calendar-date';
import { Clock } from '../../../shared/domain/clock';
import { GetSupplyDetailsQuery } from '../../catalogue';
import { GetBillingAddressQuery, GetPatientDetailsQuery } from '../../identity';
import { GetPrescriptionQuery } from '../../prescribing';
import { GetSupplyQuery } from '../../subscription';
import { DOCUMENT_TITLES, type DocumentFacts, type DocumentType } from '../domain/document-facts';
import { ActionNotAllowedError, NotApprovedError, SupplyNotFoundError } from '../domain/fulfilment.errors';
import { itemActions } from '../domain/item-actions';
import { FulfilmentOrder } from '../infrastructure/fulfilment-order.entity';
import { latestChecks } from './dispensing-check-view';

const NEEDS_PRESCRIPTION: DocumentType[] = ['dispensing-label', 'prescription', 'gp-letter'];

/**
 * Gathers a document's facts from the records of the contexts that own them, and refuses
 * a document the item's status does not offer (spec §4) or the records cannot fill.
 */
@Injectable()
export class DocumentFactsGatherer {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async gather(itemId: number, type: DocumentType): Promise<DocumentFacts> {
    const supply = await this.queries.execute(new GetSupplyQuery(itemId));
    if (!supply) throw new SupplyNotFoundError();
    if (!itemActions(supply.status).documents) throw new ActionNotAllowedError(`Documents are not available for an upcoming item: it has not been paid for yet.`);
    const [prescription, patient, address, details, order] = await Promise.all([
      this.queries.execute(new GetPrescriptionQuery(supply.subscriptionId, supply.itemId)),
      this.queries.execute(new GetPatientDetailsQuery(supply.userId)),
      this.queries.execute(new GetBillingAddressQuery(supply.userId)),
      this.queries.execute(new GetSupplyDetailsQuery(supply.catalogueItemId)),
      this.em.findOne(FulfilmentOrder, { subscriptionItemId: itemId }, { populate: ['checks'] }),
    ]);
    if (NEEDS_PRESCRIPTION.includes(type) && !prescription) throw new NotApprovedError();
    if (type === 'receipt' && !supply.payment) throw new ActionNotAllowedError('There is no payment for this item, so there is no receipt.');
    // The consultation does not yet ask for the patient's GP or their consent to share, so no letter can be sent.
    if (type === 'gp-letter') throw new ActionNotAllowedError('The patient has not agreed to share this treatment with their GP, so no GP letter can be written.');

    // The pack the pharmacist checked; before that check, the batch the catalogue holds in stock.
    const pack = order ? latestChecks(order.checks).accuracy : undefined;
    const name = patient ? `${patient.firstName} ${patient.lastName}`.trim() : (prescription?.patientName ?? '');
    return {
      orderRef: `#${supply.subscriptionId}`,
      itemId: supply.itemId,
      itemCode: supply.code,
      itemName: supply.name,
      batch: pack?.batchNumber ?? details?.batch ?? null,
      batchExpiresOn: pack?.expiresOn ?? null,
      patient: {
        name,
        email: patient?.email ?? '',
        addressLines: address ? [address.address1, address.address2, address.city, address.postcode].filter((line): line is string => !!line) : [],
      },
      dateOfSupply: supply.shippedOn ?? ukCalendarDate(this.clock.now()),
      trackingNumber: supply.trackingNumber,
      prescription: prescription && { ...prescription },
      payment: supply.payment && {
        ...supply.payment,
        paidOn: supply.payment.paidAt ? ukCalendarDate(supply.payment.paidAt) : null,
      },
      gp: null,
    };
  }

  static title(type: DocumentType): string {
    return DOCUMENT_TITLES[type];
  }
}
