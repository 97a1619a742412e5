import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../../../lib/api/api-error';
import { apiClient } from '../../../lib/api/client';
import { fetchFile, saveFile } from '../../../lib/files';
import { dispatchQueryKey } from './get-dispatch-orders';

/** Ships the item, then saves its label as '{trackingNumber}.pdf' (spec §7). */
export async function shipItem(itemId: number) {
  const shipped = await expectData(apiClient.POST('/v2/admin/form/ship', { body: { id: itemId } }));
  saveFile(await fetchFile(shipped.pdfUrl), `${shipped.trackingNumber}.pdf`);
  return shipped;
}

export function useShipItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shipItem, onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchQueryKey }) });
}
