import type { SubscriptionDetail, SubscriptionItem } from '../../api/admin-api';

/**
 * Where the fulfilment feature's per-item actions (Ship, the PDFs, the shipping label)
 * appear in the treatment-plan table. At merge, render its <ItemFulfilmentActions> here;
 * the item and its subscription are all it needs.
 */
export function ItemFulfilmentSlot(_props: { subscription: SubscriptionDetail['subscription']; item: SubscriptionItem }) {
  return null;
}
