import message from 'antd/es/message';
import { useState } from 'react';
import { describeError } from '../../../lib/api/api-error';
import { fetchFile, openFile } from '../../../lib/files';
import { downloadLabel } from '../api/download-label';
import { documentUrl, type DocumentType } from '../lib/item-actions';

/** Opens an item's documents in new tabs and downloads its label, saying why when the server refuses. */
export function useDocumentActions() {
  const [messages, messageHolder] = message.useMessage();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, action: () => Promise<void>) {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      void messages.error(describeError(error));
    } finally {
      setBusy(null);
    }
  }

  return {
    messageHolder,
    busy,
    openDocument: (type: DocumentType, itemId: number) => run(`${type}:${itemId}`, async () => openFile(await fetchFile(documentUrl(type, itemId)))),
    downloadLabel: (trackingNumber: string) => run(`label:${trackingNumber}`, () => downloadLabel(trackingNumber)),
    messages,
  };
}
