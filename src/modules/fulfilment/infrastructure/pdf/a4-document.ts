import type { RegisteredPharmacy } from '../../../../config/business-identity';

/** The letterhead of every A4 document: the pharmacy's name, address and registration. */
export function letterhead(doc: PDFKit.PDFDocument, title: string, pharmacy: RegisteredPharmacy): void {
  doc.font('Helvetica-Bold').fontSize(16).text(pharmacy.name);
  doc.font('Helvetica').fontSize(9).text(pharmacy.addressLines.join(', '));
  doc.text(`Tel ${pharmacy.telephone} · ${pharmacy.email} · GPhC premises ${pharmacy.gphcPremisesNumber}`);
  doc.moveDown(1).font('Helvetica-Bold').fontSize(20).text(title);
  doc.moveDown(0.5);
}

/** A label and its value on one line; the value wraps under itself. */
export function field(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).text(label, 50, y, { width: 150 });
  const labelBottom = doc.y;
  doc.font('Helvetica').fontSize(10).text(value, 210, y, { width: 335 });
  // Whichever column wrapped further decides where the next line starts.
  doc.x = 50;
  doc.y = Math.max(labelBottom, doc.y);
  doc.moveDown(0.35);
}

export function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(text, 50);
  doc.moveDown(0.3);
}

export const A4 = { size: 'A4' as const, margin: 50 };
