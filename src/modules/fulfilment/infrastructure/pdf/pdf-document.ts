import PDFDocument from 'pdfkit';

/** Renders with pdfkit into one Buffer. Standard fonts only: no font files to ship, text stays extractable. */
export function renderPdf(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ ...options, info: { Producer: 'Derm Shop', Creator: 'Derm Shop', ...options.info } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** UK style, day/month/year (spec §5). */
export function ukDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** Inches to PDF points. */
export const inches = (value: number) => value * 72;
export const millimetres = (value: number) => (value * 72) / 25.4;
