import { describe, expect, it } from 'vitest';
import type { PlanItem } from './prescribed-supplies';
import { planAfterChange, proposalText, proposedByText, type PendingChange } from './proposed-change';

const STARTER: PlanItem = { position: 0, code: '810C', name: 'Acne formula (starter strength)', interval: null, status: 'paid' };
const FULL: PlanItem = { position: 1, code: '811C', name: 'Acne formula', interval: 'month', status: 'upcoming' };
const CHANGE: PendingChange = {
  id: 7,
  kind: 'change',
  replaces: '[811C] Acne formula',
  proposed: '[870T] Spironolactone 50 mg tablets',
  proposedBy: 'Sam Okafor',
  proposedAt: '2026-01-05T14:05:00.000Z',
};
const ADD: PendingChange = { ...CHANGE, kind: 'add', replaces: null, proposed: '[820C] Glow formula' };
const CATALOGUE = [
  { code: '870T', interval: 'month' },
  { code: '820C', interval: 'month' },
];
const lines = (plan: PlanItem[]) => plan.map(({ code, name, interval }) => [code, name, interval]);

describe('the proposed change in words', () => {
  it('says what is changed to what, or what is added', () => {
    expect(proposalText(CHANGE)).toBe('change [811C] Acne formula to [870T] Spironolactone 50 mg tablets');
    expect(proposalText(ADD)).toBe('add [820C] Glow formula');
  });

  it('says who proposed it and when, in UK time (BST in summer)', () => {
    expect(proposedByText(CHANGE)).toBe('Proposed by Sam Okafor on 05/01/2026 14:05');
    expect(proposedByText({ ...CHANGE, proposedAt: '2026-07-05T14:05:00.000Z' })).toBe('Proposed by Sam Okafor on 05/07/2026 15:05');
  });
});

describe('what approving the change prescribes', () => {
  it('is the supplies still to come with the replaced one changed, recurring as the catalogue says', () => {
    expect(lines(planAfterChange([STARTER, FULL], CHANGE, CATALOGUE))).toEqual([['870T', 'Spironolactone 50 mg tablets', 'month']]);
  });

  it('changes the supply still to come when the plan has the same medicine shipped before it', () => {
    const shipped = { ...FULL, position: 1, status: 'shipped' };
    const next = { ...FULL, position: 2, status: 'upcoming' };
    expect(lines(planAfterChange([STARTER, shipped, next], CHANGE, CATALOGUE))).toEqual([['870T', 'Spironolactone 50 mg tablets', 'month']]);
  });

  it('adds the proposed item last, after the supplies still to come', () => {
    expect(lines(planAfterChange([FULL, STARTER], ADD, CATALOGUE))).toEqual([
      ['811C', 'Acne formula', 'month'],
      ['820C', 'Glow formula', 'month'],
    ]);
  });

  it('keeps the replaced supply’s interval when the catalogue has not loaded', () => {
    expect(lines(planAfterChange([STARTER, FULL], CHANGE, []))).toEqual([['870T', 'Spironolactone 50 mg tablets', 'month']]);
    expect(lines(planAfterChange([STARTER, FULL], ADD, []))).toEqual([
      ['811C', 'Acne formula', 'month'],
      ['820C', 'Glow formula', null],
    ]);
  });
});
