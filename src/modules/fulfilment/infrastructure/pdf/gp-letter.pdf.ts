import type { DocumentFacts, PrescriptionFacts } from '../../domain/document-facts';
import type { RegisteredPharmacy } from '../../../../config/business-identity';
import { A4, field, letterhead } from './a4-document';
import { renderPdf } from '../../../../shared/pdf/render-pdf';
import { ukDate } from './pdf-document';

/** Tells the patient's GP what was prescribed, sent only with the patient's consent to share. */
export function renderGpLetter(facts: DocumentFacts, prescription: PrescriptionFacts, gp: { name: string; practiceAddress: string },
  pharmacy: RegisteredPharmacy,
): Promise<Buffer> {
  return renderPdf({ ...A4, info: { Title: `GP letter ${facts.orderRef}` } }, (doc) => {
    letterhead(doc, 'Letter to GP', pharmacy);
    doc.font('Helvetica').fontSize(10).text([gp.name, ...gp.practiceAddress.split('\n')].join('\n'));
    doc.moveDown(1).text(`Date: ${ukDate(facts.dateOfSupply)}`);
    doc.moveDown(1).text(`Dear ${gp.name},`);
    doc.moveDown(0.5).text(
      `Your patient, named below, consulted our online service and, with their consent, we are letting you know that they have been prescribed the following treatment by ${prescription.prescriberName} (${prescription.prescriberProfessionalBody} ${prescription.prescriberRegistrationNumber}).`,
    );
    doc.moveDown(0.5);
    field(doc, 'Patient', prescription.patientName);
    field(doc, 'Date of birth', prescription.patientBirthDate ? ukDate(prescription.patientBirthDate) : 'Not recorded');
    field(doc, 'Address', prescription.patientAddress.split('\n').join(', '));
    field(doc, 'Medicine', `${prescription.medicineName} (${prescription.form}, ${prescription.strength})`);
    field(doc, 'Quantity', prescription.quantity);
    field(doc, 'Directions', prescription.directions);
    field(doc, 'Date prescribed', ukDate(prescription.prescribedOn));
    doc.moveDown(1).text(`Please contact us at ${pharmacy.email} or ${pharmacy.telephone} with any concerns.`, 50);
    doc.moveDown(1).text(`Yours sincerely,\n${prescription.prescriberName}\n${prescription.prescriberAddress.split('\n').join(', ')}`);
  });
}
