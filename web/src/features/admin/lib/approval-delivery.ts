import { formatDate } from '../../../lib/format/format-date';

/**
 * The approve dialog's line saying which next delivery date approving will apply, by the
 * server's rule (subscription `nextDueOnApproval`): a date set during the review that is
 * still ahead is kept; otherwise the next supply is one interval after today.
 */
export function approvalDeliveryText(dueAt: string | null, today: string): string {
  if (dueAt && dueAt > today) return `The next delivery stays on ${formatDate(dueAt)}, the date set during the review.`;
  const passed = dueAt ? ` (the date set during the review, ${formatDate(dueAt)}, has passed)` : '';
  return `The next delivery is set one supply interval from today${passed}.`;
}
