import { sendNowRefusedByPrescription, sendNowRefusedBySubscription } from './send-now';

const today = '2026-11-25';
const active = { status: 'active' as const, dueAt: '2027-01-20', pausedUntil: null, hasNextSupply: true };

describe('send the next box now', () => {
  it('allows an active, unpaused subscription with a supply to send', () => {
    expect(sendNowRefusedBySubscription(active, today)).toBeNull();
    // A pause that has ended no longer holds it.
    expect(sendNowRefusedBySubscription({ ...active, pausedUntil: today }, today)).toBeNull();
  });

  it('refuses paused, in review and any other status, with the reason', () => {
    expect(sendNowRefusedBySubscription({ ...active, pausedUntil: '2026-12-10' }, today)).toEqual({ code: 'paused', reason: expect.stringContaining('paused until 10/12/2026') });
    expect(sendNowRefusedBySubscription({ ...active, status: 'review' }, today)).toMatchObject({ code: 'in-review' });
    for (const status of ['failed', 'processing', 'cancelled', 'pending', 'reconsult', 'shipping'] as const) {
      expect(sendNowRefusedBySubscription({ ...active, status }, today)).toMatchObject({ code: 'not-active', reason: expect.stringContaining(status) });
    }
  });

  it('refuses when the plan has nothing left to send', () => {
    expect(sendNowRefusedBySubscription({ ...active, dueAt: null }, today)).toMatchObject({ code: 'no-supplies-left' });
    expect(sendNowRefusedBySubscription({ ...active, hasNextSupply: false }, today)).toMatchObject({ code: 'no-supplies-left' });
  });

  it("follows the prescription: its interval, its supplies left, its course", () => {
    expect(sendNowRefusedByPrescription({ allowed: true })).toBeNull();
    expect(sendNowRefusedByPrescription({ allowed: false, rule: 'too-soon', message: '', allowedFrom: '2026-12-20' })).toEqual({ code: 'too-soon', reason: 'Your prescription allows the next box from 20 December 2026.' });
    expect(sendNowRefusedByPrescription({ allowed: false, rule: 'all-supplied', message: '' })).toMatchObject({ code: 'no-supplies-left' });
    expect(sendNowRefusedByPrescription({ allowed: false, rule: 'course-ended', message: '' })).toMatchObject({ code: 'no-supplies-left', reason: expect.stringContaining('longest course') });
    expect(sendNowRefusedByPrescription({ allowed: false, rule: 'not-prescribed', message: 'Not prescribed.' })).toEqual({ code: 'not-prescribed', reason: 'Not prescribed.' });
  });
});
