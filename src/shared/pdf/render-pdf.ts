import type PdfKit from 'pdfkit';

/**
 * Renders with pdfkit into one Buffer: the fulfilment documents and the legal documents.
 * Standard fonts only: no font files to ship, text stays extractable.
 */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Required on first use, not at start: the API process draws a PDF rarely (a legal document's download).
    const PDFDocument = require('pdfkit') as typeof PdfKit;
    const doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}
