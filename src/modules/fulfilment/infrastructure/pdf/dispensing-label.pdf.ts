import { supplyLabel } from '../../../prescribing';
import { CHILDREN_WARNING, precautionsFor } from '../../domain/precautions';
import type { DocumentFacts, PrescriptionFacts } from '../../domain/document-facts';
import type { RegisteredPharmacy } from '../../../../config/business-identity';
import { renderPdf } from '../../../../shared/pdf/render-pdf';
import { millimetres, ukDate } from './pdf-document';

/**
 * The label on the medicine itself, with what the Human Medicines Regulations 2012 require
 * on a dispensed medicine: patient's name, medicine, directions, precautions, date of supply,
 * the pharmacy's name and address, and the warning about children. 105 x 74 mm (A7 landscape).
 */
export function renderDispensingLabel(facts: DocumentFacts, prescription: PrescriptionFacts, pharmacy: RegisteredPharmacy): Promise<Buffer> {
  return renderPdf({ size: [millimetres(105), millimetres(74)], margin: 10, info: { Title: `Dispensing label ${facts.orderRef}` } }, (doc) => {
    const width = millimetres(105) - 20;
    doc.font('Helvetica-Bold').fontSize(9).text(`${prescription.medicineName} (${prescription.strength})`, { width });
    const expiry = facts.batchExpiresOn ? ` · Exp ${ukDate(facts.batchExpiresOn)}` : '';
    doc.font('Helvetica').fontSize(7).text(`${prescription.quantity} ${prescription.form} · ${prescription.itemCode}${facts.batch ? ` · Batch ${facts.batch}${expiry}` : ''}`, { width });
    doc.moveDown(0.3).font('Helvetica-Bold').fontSize(7.5).text(prescription.directions, { width });
    doc.moveDown(0.2).font('Helvetica').fontSize(6.5);
    for (const precaution of precautionsFor(prescription.form)) doc.text(precaution, { width });
    doc.moveDown(0.2).font('Helvetica-Bold').fontSize(7).text(CHILDREN_WARNING, { width });
    doc.moveDown(0.3).font('Helvetica').fontSize(7).text(`Patient: ${prescription.patientName}`, { width, continued: false });
    const supply = prescription.supply ? `   Supply ${supplyLabel(prescription.supply.supplyNumber, prescription.supply.suppliesAuthorised)}` : '';
    doc.text(`Date of supply: ${ukDate(facts.dateOfSupply)}   Order ${facts.orderRef}   Rx ${prescription.scriptRef}${supply}`, { width });
    doc.font('Helvetica').fontSize(6).text(`${pharmacy.name}, ${pharmacy.addressLines.join(', ')} · ${pharmacy.telephone} · GPhC ${pharmacy.gphcPremisesNumber}`, { width });
  });
}
