import { declinedTreatment } from './declined-treatment';

describe('a declined treatment as the patient sees it', () => {
  const byPrescriber = { subscriptionId: 7, cause: 'prescriber' as const, patientReason: 'A GP should look at this first.', declinedAt: new Date('2026-12-07T23:30:00Z') };

  it('gives the decision, the UK date, the reason and a refund the provider has taken', () => {
    expect(declinedTreatment(byPrescriber, { amountPence: 4840, creditPence: 0, refunded: true })).toEqual({
      cause: 'prescriber',
      decision: 'Our prescriber decided this treatment is not right for you',
      // 23:30 in London on 7 December is still the 7th (GMT); the date is the UK's.
      declinedOn: '2026-12-07',
      patientReason: 'A GP should look at this first.',
      refund: { amountPence: 4840, creditPence: 0, state: 'refunded' },
    });
  });

  it('says a refund our records do not show taken yet is being refunded, and there is none when nothing was paid', () => {
    expect(declinedTreatment(byPrescriber, { amountPence: 3340, creditPence: 500, refunded: false }).refund).toEqual({ amountPence: 3340, creditPence: 500, state: 'being_refunded' });
    expect(declinedTreatment(byPrescriber, null).refund).toBeNull();
    expect(declinedTreatment(byPrescriber, { amountPence: 0, creditPence: 0, refunded: true }).refund).toBeNull();
  });

  it('does not say a prescriber judged a treatment the identity check stopped', () => {
    expect(declinedTreatment({ ...byPrescriber, cause: 'identity_check' }, null).decision).toBe('We could not confirm your identity, so we could not prescribe this treatment');
  });
});
