import { formatDateTime } from '../../../lib/format/format-date-time';
import { suppliesToCome, type PlanItem } from './prescribed-supplies';

/** A staff change of medicine waiting for a prescriber, as the subscription's detail carries it (issue 18). */
export interface PendingChange {
  id: number;
  kind: 'change' | 'add';
  /** '[811C] Acne formula': the item a change replaces; null when adding. */
  replaces: string | null;
  /** '[870T] Spironolactone 50 mg tablets' */
  proposed: string;
  proposedBy: string;
  proposedAt: string;
}

/** What the catalogue says of the proposed item: whether it recurs. */
export interface CatalogueEntry {
  code: string;
  interval: string | null;
}

/** 'change [811C] Acne formula to [870T] Spironolactone 50 mg tablets', or 'add [820C] Glow formula'. */
export const proposalText = (change: PendingChange) => (change.kind === 'add' || !change.replaces ? `add ${change.proposed}` : `change ${change.replaces} to ${change.proposed}`);

/** 'Proposed by Sam Okafor on 05/01/2026 14:05', in UK time. */
export const proposedByText = (change: PendingChange) => `Proposed by ${change.proposedBy} on ${formatDateTime(change.proposedAt).replace(', ', ' ')}`;

/** '[870T] Spironolactone 50 mg tablets' → { code: '870T', name: 'Spironolactone 50 mg tablets' }. */
export function parseItemLabel(label: string): { code: string; name: string } {
  const match = /^\[([^\]]+)\]\s*(.*)$/.exec(label.trim());
  return match ? { code: match[1]!, name: match[2]! } : { code: label.trim(), name: label.trim() };
}

/**
 * What approving the change prescribes, by the server's rule (SettleItemChange, then
 * `forReview` 'to-come'): the plan with the change made, its supplies still to come. The
 * detail names the replaced item only by its label, so a change lands on the first supply
 * still to come with that code (the one staff can change), else the first with it.
 */
export function planAfterChange(items: readonly PlanItem[], change: PendingChange, catalogue: readonly CatalogueEntry[]): PlanItem[] {
  const proposed = parseItemLabel(change.proposed);
  const recurs = catalogue.find((entry) => entry.code === proposed.code);
  const ordered = [...items].sort((a, b) => a.position - b.position);
  if (change.kind === 'add' || !change.replaces) {
    const position = Math.max(-1, ...ordered.map((item) => item.position)) + 1;
    return suppliesToCome([...ordered, { position, ...proposed, interval: recurs?.interval ?? null, status: 'upcoming' }]);
  }
  const { code } = parseItemLabel(change.replaces);
  const sameCode = ordered.filter((item) => item.code === code);
  const replaced = sameCode.find((item) => item.status === 'upcoming' || item.status === 'waiting') ?? sameCode[0];
  const changed = ordered.map((item) => (item === replaced ? { ...item, ...proposed, interval: recurs ? recurs.interval : item.interval } : item));
  return suppliesToCome(changed);
}
