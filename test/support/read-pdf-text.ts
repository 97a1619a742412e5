import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The text of a PDF as unpdf reads it, whitespace collapsed (narrow columns wrap words onto new lines). */
export async function readPdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const child = spawn(process.execPath, [join(__dirname, 'pdf-text.mjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  const errors: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
  child.stdin.end(pdf);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`Could not read the PDF: ${Buffer.concat(errors).toString()}`);
  const { text, totalPages } = JSON.parse(Buffer.concat(output).toString()) as { text: string; totalPages: number };
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}
