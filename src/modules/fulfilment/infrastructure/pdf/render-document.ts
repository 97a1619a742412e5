import type { RegisteredPharmacy } from '../../../../config/business-identity';
import type { DocumentFacts, DocumentType } from '../../domain/document-facts';
import { renderDispatchNote } from './dispatch-note.pdf';
import { renderDispensingLabel } from './dispensing-label.pdf';
import { renderGpLetter } from './gp-letter.pdf';
import { renderPrescription } from './prescription.pdf';
import { renderReceipt } from './receipt.pdf';

/**
 * Renders one document, printed as from the configured pharmacy; the facts were checked
 * complete for its type when it was asked for.
 */
export function renderDocument(type: DocumentType, facts: DocumentFacts, pharmacy: RegisteredPharmacy): Promise<Buffer> {
  const { prescription, payment, gp } = facts;
  switch (type) {
    case 'dispensing-label':
      return renderDispensingLabel(facts, required(prescription, type), pharmacy);
    case 'dispatch-note':
      return renderDispatchNote(facts, pharmacy);
    case 'prescription':
      return renderPrescription(required(prescription, type), facts.safeguards);
    case 'receipt':
      return renderReceipt(facts, required(payment, type), pharmacy);
    case 'gp-letter':
      return renderGpLetter(facts, required(prescription, type), required(gp, type), pharmacy);
  }
}

function required<T>(value: T | null, type: DocumentType): T {
  if (value === null) throw new Error(`The ${type} needs facts that were not gathered`);
  return value;
}
