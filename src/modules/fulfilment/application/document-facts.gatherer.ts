import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { readAll } from '../../../shared/database/read-all';
import { ukCalendarDate } from '../../../shared/domain/calendar-date';
import { Clock } from '../../../shared/domain/clock';
import { GetSupplyDetailsQuery, ListMedicineSafeguardsQuery } from '../../catalogue';
import { GetGpSharingQuery, type GpSharing } from '../../general-practice';
import { GetBillingAddressQuery, GetPatientDetailsQuery } from '../../identity';
import { GetPrescriptionQuery } from '../../prescribing';
import { GetSupplyQuery } from '../../subscription';
import { dispatchReference } from '../domain/dispatch-reference';
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
    const [prescription, patient, address, details, order] = await readAll(this.em, [
      () => this.queries.execute(new GetPrescriptionQuery(supply.subscriptionId, supply.itemId)),
      () => this.queries.execute(new GetPatientDetailsQuery(supply.userId)),
      () => this.queries.execute(new GetBillingAddressQuery(supply.userId)),
      () => this.queries.execute(new GetSupplyDetailsQuery(supply.catalogueItemId)),
      () => this.em.findOne(FulfilmentOrder, { subscriptionItemId: itemId }, { populate: ['checks'] }),
    ]);
    if (NEEDS_PRESCRIPTION.includes(type) && !prescription) throw new NotApprovedError();
    if (type === 'receipt' && !supply.payment) throw new ActionNotAllowedError('There is no payment for this item, so there is no receipt.');
    const gp = type === 'gp-letter' ? gpAddressee(await this.queries.execute(new GetGpSharingQuery(supply.subscriptionId))) : null;
    const safeguards = type === 'prescription' && prescription ? await this.queries.execute(new ListMedicineSafeguardsQuery(prescription.lines.map((line) => line.itemCode))) : [];

    // The pack the pharmacist checked; before that check, the batch the catalogue holds in stock.
    const pack = order ? latestChecks(order.checks).accuracy : undefined;
    const name = patient ? `${patient.firstName} ${patient.lastName}`.trim() : (prescription?.patientName ?? '');
    return {
      orderRef: dispatchReference(supply.itemId),
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
      addOns: supply.addOns.map(({ code, name, pricePence }) => ({ code, name, pricePence })),
      gp,
      safeguards: Object.fromEntries(safeguards.map((medicine) => [medicine.code, medicine.safeguards])),
    };
  }

  static title(type: DocumentType): string {
    return DOCUMENT_TITLES[type];
  }
}

/** The practice a GP letter is addressed to; refused, saying why, unless the patient named one and consented. */
function gpAddressee({ status, practice }: GpSharing): { name: string; practiceAddress: string } {
  if (status === 'no_gp') throw new ActionNotAllowedError('The patient told us they do not have a GP, so there is no GP letter to write.');
  if (status === 'unanswered') throw new ActionNotAllowedError('The patient has not answered the GP step yet, so there is no practice or consent for a GP letter.');
  if (status !== 'consented' || !practice) throw new ActionNotAllowedError('The patient has not agreed to share this treatment with their GP, so no GP letter can be written.');
  // Addressed to the practice: the directory does not name the patient's own doctor.
  return { name: 'Doctor', practiceAddress: [practice.name, ...practice.addressLines, practice.postcode].join('\n') };
}
