import { formatPounds } from '../../../../shared/domain/money';
import type { DocumentFacts, PaymentFacts } from '../../domain/document-facts';
import type { RegisteredPharmacy } from '../../../../config/business-identity';
import { A4, field, heading, letterhead } from './a4-document';
import { renderPdf } from '../../../../shared/pdf/render-pdf';
import { ukDate } from './pdf-document';

/** What the patient paid, to the penny: price, promotion, credit and total. */
export function renderReceipt(facts: DocumentFacts, payment: PaymentFacts, pharmacy: RegisteredPharmacy): Promise<Buffer> {
  return renderPdf({ ...A4, info: { Title: `Receipt ${facts.orderRef}` } }, (doc) => {
    letterhead(doc, 'Receipt', pharmacy);
    field(doc, 'Order', facts.orderRef);
    field(doc, 'Customer', facts.patient.name);
    field(doc, 'Date paid', payment.paidOn ? ukDate(payment.paidOn) : 'Not paid');
    field(doc, 'Payment reference', payment.reference);
    heading(doc, 'Items');
    // The payment's original price covers the supply and the add-ons charged with it.
    const addOnsPence = facts.addOns.reduce((sum, addOn) => sum + addOn.pricePence, 0);
    field(doc, `[${facts.itemCode}] ${facts.itemName}`, formatPounds(payment.originalPence - addOnsPence));
    for (const addOn of facts.addOns) field(doc, `[${addOn.code}] ${addOn.name} (add-on)`, formatPounds(addOn.pricePence));
    if (payment.discountPence > 0) field(doc, `Promotion ${payment.promotionCode ?? ''}`.trim(), `-${formatPounds(payment.discountPence)}`);
    if (payment.creditPence > 0) field(doc, 'Referral credit', `-${formatPounds(payment.creditPence)}`);
    field(doc, 'Delivery', formatPounds(0));
    heading(doc, `Total paid ${formatPounds(payment.amountPence)}`);
    if (payment.refunded) doc.font('Helvetica-Bold').fontSize(10).text(`Refunded in full: ${formatPounds(payment.amountPence)}`, 50);
    doc.moveDown(1).font('Helvetica').fontSize(9).text('Prescription medicines are zero-rated for VAT when dispensed against a prescription.', 50);
  });
}
