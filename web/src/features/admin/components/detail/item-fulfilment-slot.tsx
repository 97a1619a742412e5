import { useQueryClient } from '@tanstack/react-query';
import { ItemFulfilmentActions } from '../../../fulfilment/components/item-fulfilment-actions';
import { gpLetterAvailability, useGpPanel } from '../../api/get-gp-panel';
import type { SubscriptionDetail, SubscriptionItem } from '../../api/get-subscription-detail';

/**
 * The fulfilment feature's per-item actions (Ship, the PDFs, the shipping label) in the
 * treatment-plan table; after shipping, the whole back office reads the subscription again.
 */
export function ItemFulfilmentSlot({ subscription, item }: { subscription: SubscriptionDetail['subscription']; item: SubscriptionItem }) {
  const queryClient = useQueryClient();
  // The GP letter is offered only when the server would write it (issue 19).
  const gp = useGpPanel(subscription.id);
  return (
    <ItemFulfilmentActions
      item={{ id: item.id, status: item.status, tracking_number: item.trackingNumber }}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: ['admin'] })}
      gpLetter={gp.data ? gpLetterAvailability(gp.data) : undefined}
    />
  );
}
