import { ApiError } from './api/api-error';

/**
 * Fetches a file the server produces on request (a PDF, a workbook). A refusal comes back
 * as the server's usual error body, so it is thrown as an ApiError with its message.
 */
export async function fetchFile(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => undefined));
  return response.blob();
}

/** Saves a file under the given name (the browser's download). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens a file in a new tab, to read or print. */
export function openFile(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, target: '_blank', rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10 * 60_000);
}
