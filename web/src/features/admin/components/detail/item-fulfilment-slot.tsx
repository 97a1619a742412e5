import { useQueryClient } from '@tanstack/react-query';
import { ItemFulfilmentActions } from '../../../fulfilment/components/item-fulfilment-actions';
import type { SubscriptionDetail, SubscriptionItem } from '../../api/get-subscription-detail';

/**
 * The fulfilment feature's per-item actions (Ship, the PDFs, the shipping label) in the
 * treatment-plan table; after shipping, the whole back office reads the subscription again.
 */
export function ItemFulfilmentSlot({ item }: { subscription: SubscriptionDetail['subscription']; item: SubscriptionItem }) {
  const queryClient = useQueryClient();
  return (
    <ItemFulfilmentActions
      item={{ id: item.id, status: item.status, tracking_number: item.trackingNumber }}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: ['admin'] })}
    />
  );
}
