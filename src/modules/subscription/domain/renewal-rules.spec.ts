import { displayDate } from './display-date';
import { changeCutOff, dueDateAfter, nextSupply, promotionCoversOrder, renewalHold, retryDateAfter } from './renewal-rules';

describe('renewal rules', () => {
  it('retries a declined renewal 1, 3 and 5 days after the due date, then stops', () => {
    expect(retryDateAfter('2026-01-30', 1)).toBe('2026-01-31');
    expect(retryDateAfter('2026-01-30', 2)).toBe('2026-02-02');
    expect(retryDateAfter('2026-01-30', 3)).toBe('2026-02-04');
    expect(retryDateAfter('2026-01-30', 4)).toBeNull();
  });

  it('charges an active or failed subscription on or after its due date only', () => {
    const active = { status: 'active' as const, dueAt: '2026-03-01' };
    expect(renewalHold(active, '2026-03-01', '2026-02-28')).toBe('not-due');
    expect(renewalHold(active, '2026-03-01', '2026-03-01')).toBeNull();
    expect(renewalHold({ ...active, status: 'failed' }, '2026-03-01', '2026-03-02')).toBeNull();
    // A job for a date the subscription has moved on from (already renewed, or postponed) charges nothing.
    expect(renewalHold(active, '2026-01-01', '2026-03-01')).toBe('not-due');
  });

  it('charges a supply the customer asked for now before its date, for the date they saw and an active subscription only', () => {
    const active = { status: 'active' as const, dueAt: '2026-03-01' };
    expect(renewalHold(active, '2026-03-01', '2026-02-10', true)).toBeNull();
    // A second press finds the date already moved on by the first.
    expect(renewalHold({ ...active, dueAt: '2026-04-10' }, '2026-03-01', '2026-02-10', true)).toBe('not-due');
    expect(renewalHold({ ...active, status: 'failed' }, '2026-03-01', '2026-02-10', true)).toBe('not-active');
    expect(renewalHold({ ...active, pausedUntil: '2026-02-20' }, '2026-03-01', '2026-02-10', true)).toBe('paused');
    // The prescription must be valid on the day it is sent, which is today.
    expect(renewalHold({ ...active, prescriptionExpiresOn: '2026-02-20' }, '2026-03-01', '2026-02-10', true)).toBeNull();
  });

  it('never charges a cancelled, in-review, processing or pending subscription', () => {
    for (const status of ['cancelled', 'review', 'processing', 'pending', 'shipping'] as const) {
      expect(renewalHold({ status, dueAt: '2026-03-01' }, '2026-03-01', '2026-03-01')).toBe('not-active');
    }
  });

  it('holds a paused subscription until its pause ends', () => {
    const paused = { status: 'active' as const, dueAt: '2026-03-01', pausedUntil: '2026-03-10' };
    expect(renewalHold(paused, '2026-03-01', '2026-03-09')).toBe('paused');
    expect(renewalHold(paused, '2026-03-01', '2026-03-10')).toBeNull();
  });

  it('holds a renewal due after the prescription expires', () => {
    const subscription = { status: 'active' as const, dueAt: '2026-03-01', prescriptionExpiresOn: '2026-02-28' };
    expect(renewalHold(subscription, '2026-03-01', '2026-03-01')).toBe('prescription-expired');
    expect(renewalHold({ ...subscription, prescriptionExpiresOn: '2026-03-01' }, '2026-03-01', '2026-03-01')).toBeNull();
  });

  it('takes the next upcoming supply, then repeats the last one unless it is a one-off', () => {
    const paid = { status: 'paid', position: 0, interval: 'month' };
    const second = { status: 'upcoming', position: 1, interval: 'month' };
    expect(nextSupply([second, paid])).toEqual({ item: second });
    // A declined supply is the one a retry pays for.
    expect(nextSupply([paid, { ...second, status: 'waiting' }])).toEqual({ item: { ...second, status: 'waiting' } });
    expect(nextSupply([paid, { ...second, status: 'paid' }])).toEqual({ repeat: { ...second, status: 'paid' } });
    expect(nextSupply([paid, { status: 'shipped', position: 1, interval: null }])).toBeNull();
  });

  it('keeps the rhythm when paid on time and restarts it from the day paid when late', () => {
    expect(dueDateAfter('2026-01-31', '2026-01-31', 'month', 2)).toBe('2026-03-31');
    expect(dueDateAfter('2026-01-31', '2026-02-03', 'month', 2)).toBe('2026-04-03');
    expect(dueDateAfter('2026-01-31', '2026-01-31', null, null)).toBeNull();
  });

  it('applies a promotion to the orders its duration covers', () => {
    expect(promotionCoversOrder('once', null, 1)).toBe(true);
    expect(promotionCoversOrder('once', null, 2)).toBe(false);
    expect(promotionCoversOrder('repeating', 3, 3)).toBe(true);
    expect(promotionCoversOrder('repeating', 3, 4)).toBe(false);
    expect(promotionCoversOrder('forever', null, 40)).toBe(true);
  });

  it('states the cut-off for changes as the day before the charge', () => {
    expect(changeCutOff('2026-03-01')).toBe('2026-02-28');
  });
});

describe('display dates', () => {
  it('writes a UK calendar date out in full for emails', () => {
    expect(displayDate('2026-03-05')).toBe('Thursday 5 March 2026');
  });
});
