import { supplyLabel } from '../../../prescribing';
import type { DocumentFacts } from '../../domain/document-facts';
import type { RegisteredPharmacy } from '../../../../config/business-identity';
import { A4, field, heading, letterhead } from './a4-document';
import { renderPdf } from '../../../../shared/pdf/render-pdf';
import { ukDate } from './pdf-document';

/** The packing slip in the parcel: who it is for, what is in it, and who to contact. No clinical detail beyond the item. */
export function renderDispatchNote(facts: DocumentFacts, pharmacy: RegisteredPharmacy): Promise<Buffer> {
  return renderPdf({ ...A4, info: { Title: `Dispatch note ${facts.orderRef}` } }, (doc) => {
    letterhead(doc, 'Dispatch note', pharmacy);
    field(doc, 'Order', facts.orderRef);
    field(doc, 'Dispatch date', ukDate(facts.dateOfSupply));
    field(doc, 'Tracking number', facts.trackingNumber ?? 'Not yet shipped');
    heading(doc, 'Deliver to');
    doc.font('Helvetica').fontSize(10).text([facts.patient.name, ...facts.patient.addressLines].join('\n'));
    heading(doc, 'Contents');
    field(doc, 'Item', `[${facts.itemCode}] ${facts.itemName}`);
    field(doc, 'Quantity', facts.prescription?.quantity ?? '1');
    if (facts.prescription?.supply) field(doc, 'Supply', `${supplyLabel(facts.prescription.supply.supplyNumber, facts.prescription.supply.suppliesAuthorised)} on prescription ${facts.prescription.scriptRef}`);
    if (facts.batch) field(doc, 'Batch', facts.batch);
    // Boosters in the same box: no prescription, so no supply count or batch line.
    for (const addOn of facts.addOns) field(doc, 'Add-on', `[${addOn.code}] ${addOn.name}, quantity 1`);
    doc.moveDown(1.5).font('Helvetica').fontSize(9).text(
      `Questions about your treatment? Message the clinical team from your account, or contact ${pharmacy.name} on ${pharmacy.telephone} or ${pharmacy.email}. Do not use the medicine if the seal is broken.`,
      50,
    );
  });
}
