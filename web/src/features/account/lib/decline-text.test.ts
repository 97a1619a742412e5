import { describe, expect, it } from 'vitest';
import { nextSteps, refundText } from './decline-text';

describe("a declined treatment's refund, in the patient's words", () => {
  it('gives the amount back on the card, and whether it has gone or is on its way', () => {
    expect(refundText({ amount_pence: 4840, credit_pence: 0, state: 'refunded' })).toBe('£48.40 has been refunded to your card. It can take 5 to 10 working days to show on your statement.');
    expect(refundText({ amount_pence: 4840, credit_pence: 0, state: 'being_refunded' })).toMatch(/^£48\.40 is being refunded to your card\./);
  });

  it('says the account credit is back, and that the card was charged nothing when credit paid for it all', () => {
    expect(refundText({ amount_pence: 3340, credit_pence: 500, state: 'refunded' })).toContain('The £5.00 of account credit it used is back in your account.');
    expect(refundText({ amount_pence: 0, credit_pence: 4840, state: 'refunded' })).toBe('Nothing was charged to your card for this order. The £48.40 of account credit it used is back in your account.');
  });

  it('says there is nothing to refund when nothing was paid', () => {
    expect(refundText(null)).toBe('Nothing was charged for this order, so there is nothing to refund.');
  });
});

describe('what a declined patient can do next', () => {
  it('points to their GP and NHS 111 after a clinical decision, not after a failed identity check', () => {
    expect(nextSteps('prescriber').join(' ')).toMatch(/GP.*NHS 111/);
    expect(nextSteps('identity_check')).toEqual([]);
  });
});
