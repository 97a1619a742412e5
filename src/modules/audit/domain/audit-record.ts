/** One field an admin changed, as it read before and after (null when there was nothing). */
export interface AuditChange {
  field: string;
  from: string | null;
  to: string | null;
}

/**
 * What one recorded action says: who did it, what it was about, and each change.
 * `customerId` and `subscriptionId` say on which histories it appears: an action on a
 * subscription also appears on its customer's.
 */
export interface AuditRecord {
  /** The signed-in user who acted; null for the system (a job, a webhook). */
  actorId: number | null;
  /** A stable name, 'context.subject.verb', e.g. 'subscription.item.status_changed'. */
  action: string;
  /** A sentence for the history, e.g. 'Changed item 850C status'. */
  summary: string;
  customerId?: number;
  subscriptionId?: number;
  /** What the action was on, e.g. 'subscription_item:12', 'treatment_item:4'. */
  subject: string;
  changes?: AuditChange[];
}

/** A change worth recording: only the fields whose value actually differs. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): AuditChange[] {
  return Object.keys(after)
    .map((field) => ({ field, from: asText(before[field]), to: asText(after[field]) }))
    .filter((change) => change.from !== change.to);
}

function asText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
