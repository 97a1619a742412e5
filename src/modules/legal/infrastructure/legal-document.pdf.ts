import type { BusinessIdentity } from '../../../config/business-identity';
import { renderPdf } from '../../../shared/pdf/render-pdf';
import type { LegalDocument, LegalSection } from '../domain/legal-document';
import { longDate } from '../domain/long-date';

const MARGIN = 56;
const INK = '#1f1f1f';
const SOFT = '#5c5c5c';
/** Room a heading needs below it on the page, so it never sits alone at the foot of one. */
const HEADING_KEEP_WITH_NEXT = 72;

/**
 * A legal document as an A4 PDF: the business's name, the title, its version and date, then
 * the numbered sections, and on every page a footer with the version and 'Page n of m'.
 */
export function renderLegalDocumentPdf(document: LegalDocument, business: BusinessIdentity): Promise<Buffer> {
  const options: PDFKit.PDFDocumentOptions = {
    size: 'A4',
    margin: MARGIN,
    // Page numbers are written once every page exists, so the pages are kept until then.
    bufferPages: true,
    info: { Title: `${document.title} (version ${document.version})`, Author: business.legalName, Subject: `${business.tradingName} ${document.title.toLowerCase()}` },
  };
  return renderPdf(options, (doc) => {
    const width = doc.page.width - 2 * MARGIN;
    doc.fillColor(SOFT).font('Helvetica-Bold').fontSize(10).text(business.tradingName);
    doc.moveDown(0.4).fillColor(INK).font('Helvetica-Bold').fontSize(24).text(document.title);
    doc.moveDown(0.3).fillColor(SOFT).font('Helvetica').fontSize(10).text(`Version ${document.version} · Last updated ${longDate(document.effectiveOn)}`);
    doc.moveDown(0.8).fillColor(INK).font('Helvetica').fontSize(11).text(document.summary, { width, lineGap: 2 });
    document.sections.forEach((section, index) => drawSection(doc, section, index + 1, width));
    numberPages(doc, `${business.tradingName} · ${document.title} · version ${document.version}`);
  });
}

function drawSection(doc: PDFKit.PDFDocument, section: LegalSection, number: number, width: number): void {
  doc.moveDown(1);
  if (doc.y + HEADING_KEEP_WITH_NEXT > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(13).text(`${number}. ${section.heading}`, MARGIN, doc.y, { width });
  doc.moveDown(0.4);
  for (const paragraph of section.paragraphs) {
    doc.font('Helvetica').fontSize(10.5).text(paragraph.text, MARGIN, doc.y, { width, lineGap: 2 });
    if (paragraph.list) {
      doc.moveDown(0.3);
      doc.list(paragraph.list, MARGIN + 6, doc.y, { width: width - 6, lineGap: 2, bulletRadius: 1.6, textIndent: 12, paragraphGap: 3 });
    }
    doc.moveDown(0.6);
  }
}

function numberPages(doc: PDFKit.PDFDocument, label: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 18;
    const width = doc.page.width - 2 * MARGIN;
    doc.fillColor(SOFT).font('Helvetica').fontSize(8.5);
    doc.text(label, MARGIN, y, { width, align: 'left', lineBreak: false });
    doc.text(`Page ${index - start + 1} of ${count}`, MARGIN, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}
