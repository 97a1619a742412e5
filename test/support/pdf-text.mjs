// Reads a PDF from stdin and prints its text, page after page. A separate Node process,
// because unpdf loads PDF.js with a dynamic ESM import that Jest's CommonJS sandbox cannot run.
import { extractText, getDocumentProxy } from 'unpdf';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { text, totalPages } = await extractText(pdf, { mergePages: true });
process.stdout.write(JSON.stringify({ text, totalPages }));
