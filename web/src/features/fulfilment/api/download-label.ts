import { fetchFile, saveFile } from '../../../lib/files';
import { labelUrl } from '../lib/item-actions';

export async function downloadLabel(trackingNumber: string): Promise<void> {
  saveFile(await fetchFile(labelUrl(trackingNumber)), `${trackingNumber}.pdf`);
}
