import { describe, expect, it } from 'vitest';
import { planToPrescribe, prescribedSupplies, type PlanItem } from './prescribed-supplies';

const STARTER: PlanItem = { position: 0, code: '810C', name: 'Acne formula (starter strength)', interval: 'month', status: 'paid' };
const FULL: PlanItem = { position: 1, code: '811C', name: 'Acne formula', interval: 'month', status: 'upcoming' };
const ACNE_PLAN = [STARTER, FULL];

const counts = (plan: PlanItem[], supplies: number) => prescribedSupplies(plan, supplies).map(({ code, supplies: count }) => [code, count]);

describe('what approving prescribes, as the server spreads the supplies over the plan', () => {
  it('gives the starter strength once and the recurring full strength the rest', () => {
    expect(prescribedSupplies(ACNE_PLAN, 6)).toEqual([
      { code: '810C', name: 'Acne formula (starter strength)', supplies: 1 },
      { code: '811C', name: 'Acne formula', supplies: 5 },
    ]);
    expect(counts(ACNE_PLAN, 2)).toEqual([['810C', 1], ['811C', 1]]);
    expect(counts(ACNE_PLAN, 12)).toEqual([['810C', 1], ['811C', 11]]);
  });

  it('stops the plan early when fewer supplies are authorised than it has: nothing is prescribed that will not be supplied', () => {
    expect(counts(ACNE_PLAN, 1)).toEqual([['810C', 1]]);
  });

  it('follows the plan order, not the order the items arrive in', () => {
    expect(counts([FULL, STARTER], 3)).toEqual([['810C', 1], ['811C', 2]]);
  });

  it('never goes beyond a plan whose last supply does not recur', () => {
    expect(counts([STARTER, { ...FULL, interval: null }], 6)).toEqual([['810C', 1], ['811C', 1]]);
  });

  it('counts a medicine the plan sends twice as one line', () => {
    expect(counts([{ ...FULL, position: 0 }, FULL, { ...FULL, position: 2 }], 4)).toEqual([['811C', 4]]);
  });
});

describe('which supplies a prescription is written for', () => {
  const codes = (items: PlanItem[]) => items.map((item) => item.code);

  it('is the whole plan, in order, while the subscription is under review', () => {
    expect(codes(planToPrescribe([FULL, STARTER], 'review'))).toEqual(['810C', '811C']);
  });

  it('is the supplies still to come after a re-consultation, or the last one again once the plan has run out', () => {
    expect(codes(planToPrescribe([STARTER, FULL], 'reconsult'))).toEqual(['811C']);
    expect(codes(planToPrescribe([STARTER, { ...FULL, status: 'shipped' }], 'reconsult'))).toEqual(['811C']);
    expect(counts(planToPrescribe([{ ...STARTER, status: 'shipped' }, { ...FULL, status: 'waiting' }], 'reconsult'), 6)).toEqual([['811C', 6]]);
  });
});
