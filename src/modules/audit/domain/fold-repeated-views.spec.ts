import { foldRepeatedViews } from './fold-repeated-views';

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 9, 0) + minutes * 60_000).toISOString();
const view = (minutes: number, actorId = 7, subject = 'consultation:1') => ({ id: minutes, occurredAt: at(minutes), actorId, action: 'consultation.photo.viewed', subject });
const newestFirst = <T extends { occurredAt: string }>(entries: T[]) => [...entries].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));

describe('folding repeated views in a history', () => {
  it('shows one line for a visit of many views, naming how many and since when', () => {
    const lines = foldRepeatedViews(newestFirst([view(0), view(1), view(2), view(20), view(45)]));
    expect(lines).toEqual([expect.objectContaining({ id: 45, occurredAt: at(45), firstOccurredAt: at(0), repeats: 5 })]);
  });

  it('starts a new line after half an hour without a view', () => {
    const lines = foldRepeatedViews(newestFirst([view(0), view(10), view(41), view(50)]));
    expect(lines.map((line) => [line.id, line.repeats])).toEqual([
      [50, 2],
      [10, 2],
    ]);
  });

  it('keeps different people, different records and every change apart', () => {
    const change = { id: 5, occurredAt: at(5), actorId: 7, action: 'customer.note.updated', subject: 'user:3' };
    const lines = foldRepeatedViews(newestFirst([view(0), view(1, 8), view(2, 7, 'consultation:2'), change, view(6), { ...change, id: 9, occurredAt: at(9) }]));
    expect(lines.map((line) => [line.id, line.repeats])).toEqual([
      [9, 1],
      [6, 2],
      [5, 1],
      [2, 1],
      [1, 1],
    ]);
  });
});
