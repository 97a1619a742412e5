import type { PrescriptionFacts } from '../../domain/document-facts';
import { A4, field, heading } from './a4-document';
import { renderPdf } from '../../../../shared/pdf/render-pdf';
import { ukDate } from './pdf-document';

/**
 * A private prescription with the particulars the Human Medicines Regulations 2012 ask of
 * one: the prescriber's name, address, profession and registration, the patient's name,
 * address and age, the date, the medicine with its form, strength and quantity, and the
 * directions. Issued electronically on approval and signed with the prescriber's own key
 * (reg 219): the page names the key by its fingerprint, which staff can check
 * (`GET /v2/admin/data/prescriptions/{ref}/signature`).
 */
export function renderPrescription(prescription: PrescriptionFacts): Promise<Buffer> {
  return renderPdf({ ...A4, info: { Title: `Private prescription ${prescription.scriptRef}` } }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text('Private prescription');
    doc.font('Helvetica').fontSize(10).text(`Script reference ${prescription.scriptRef}`);
    heading(doc, 'Prescriber');
    field(doc, 'Name', prescription.prescriberName);
    field(doc, 'Registration', `${prescription.prescriberProfessionalBody} ${prescription.prescriberRegistrationNumber}`);
    field(doc, 'Address', prescription.prescriberAddress.split('\n').join(', '));
    heading(doc, 'Patient');
    field(doc, 'Name', prescription.patientName);
    field(doc, 'Date of birth', prescription.patientBirthDate ? ukDate(prescription.patientBirthDate) : 'Not recorded');
    field(doc, 'Address', prescription.patientAddress.split('\n').join(', '));
    heading(doc, 'Medicine');
    field(doc, 'Medicine', `[${prescription.itemCode}] ${prescription.medicineName}`);
    field(doc, 'Form', prescription.form);
    field(doc, 'Strength', prescription.strength);
    field(doc, 'Quantity', prescription.quantity);
    field(doc, 'Directions', prescription.directions);
    heading(doc, 'Issue');
    field(doc, 'Date prescribed', ukDate(prescription.prescribedOn));
    field(doc, 'Valid until', ukDate(prescription.expiresOn));
    field(doc, 'Based on', prescription.consultationId ? `Online consultation #${prescription.consultationId}` : 'Online consultation');
    doc.moveDown(1).font('Helvetica-Oblique').fontSize(10).text(`Electronically signed by ${prescription.prescriberName} on ${ukDate(prescription.prescribedOn)}.`, 50);
    if (prescription.signatureFingerprint) {
      doc.font('Helvetica').fontSize(9).text(`Advanced electronic signature (Ed25519), prescriber's key fingerprint ${prescription.signatureFingerprint}.`, 50);
    }
  });
}
