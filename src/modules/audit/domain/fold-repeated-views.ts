/** Views by one person of one record this close together read as one visit in a history. */
export const VIEW_FOLD_WINDOW_MS = 30 * 60 * 1000;

export interface FoldableEntry {
  occurredAt: string;
  actorId: number | null;
  action: string;
  subject: string;
}

export type FoldedEntry<T extends FoldableEntry> = T & {
  /** How many recorded entries this line stands for (1 unless repeated views were folded into it). */
  repeats: number;
  /** The earliest of them; `occurredAt` is the latest. */
  firstOccurredAt: string;
};

const isView = (action: string) => action.endsWith('.viewed');

/**
 * A history as people read it: each view of a photo is recorded (the audit trail keeps every
 * access), but a pharmacist scrolling a consultation's photos ten times in a visit shows as one
 * line. Views by the same person of the same record (`subject`) fold together while each comes
 * within 30 minutes of the next; other entries in between do not break a visit. Entries come
 * newest first and stay in that order; a folded line sits where its latest view was.
 */
export function foldRepeatedViews<T extends FoldableEntry>(newestFirst: T[]): FoldedEntry<T>[] {
  const lines: FoldedEntry<T>[] = [];
  const openVisits = new Map<string, FoldedEntry<T>>();
  for (const entry of newestFirst) {
    if (!isView(entry.action)) {
      lines.push({ ...entry, repeats: 1, firstOccurredAt: entry.occurredAt });
      continue;
    }
    const key = `${entry.actorId ?? 'system'}|${entry.action}|${entry.subject}`;
    const visit = openVisits.get(key);
    if (visit && Date.parse(visit.firstOccurredAt) - Date.parse(entry.occurredAt) <= VIEW_FOLD_WINDOW_MS) {
      visit.repeats += 1;
      visit.firstOccurredAt = entry.occurredAt;
      continue;
    }
    const line = { ...entry, repeats: 1, firstOccurredAt: entry.occurredAt };
    openVisits.set(key, line);
    lines.push(line);
  }
  return lines;
}
