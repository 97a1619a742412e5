import { SAFEGUARD_LABELS, type SafeguardCategory } from '../../../catalogue';
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
 * (`GET /v2/admin/data/prescriptions/{ref}/signature`). Beside each medicine, its safeguard
 * categories (an antibiotic, one that needs monitoring, not for pregnancy), so whoever dispenses
 * or reads it later sees what the prescriber had to verify.
 */
function suppliesAuthorised(supplies: number, minIntervalDays: number): string {
  if (supplies === 1) return '1 supply, no repeats';
  return `${supplies} supplies (the first and ${supplies - 1} ${supplies - 1 === 1 ? 'repeat' : 'repeats'}), at least ${minIntervalDays} days apart`;
}

export function renderPrescription(prescription: PrescriptionFacts, safeguards: Record<string, SafeguardCategory[]> = {}): Promise<Buffer> {
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
    // Every medicine authorised, each with its repeats and interval (reg 217): the authority for every supply.
    for (const line of prescription.lines) {
      heading(doc, prescription.lines.length > 1 ? `Medicine ${line.lineNumber}` : 'Medicine');
      field(doc, 'Medicine', `[${line.itemCode}] ${line.medicineName}`);
      field(doc, 'Form', line.form);
      field(doc, 'Strength', line.strength);
      field(doc, 'Quantity', `${line.quantity} per supply`);
      field(doc, 'Directions', line.directions);
      field(doc, 'Supplies', suppliesAuthorised(line.suppliesAuthorised, line.minIntervalDays));
      field(doc, 'Safeguards', (safeguards[line.itemCode] ?? []).map((category) => SAFEGUARD_LABELS[category]).join('; ') || 'None');
    }
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
