import { countOf } from '../../lib/format/count-of';
import type { PreviewLineItem } from './preview-item';

/** 'every 2 months', 'every 1 month', or 'once (no subscription)' when the item does not repeat. */
export function deliveryText(item: Pick<PreviewLineItem, 'interval' | 'interval_duration'> | undefined): string {
  if (!item?.interval || !item.interval_duration) return 'once (no subscription)';
  return `every ${countOf(item.interval_duration, item.interval)}`;
}
