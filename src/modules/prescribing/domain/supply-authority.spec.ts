import { authoriseSupply, suppliesPerMedicine, suppliesThatFit, type PrescriptionAuthority } from './supply-authority';

const starter = { id: 1, itemCode: '810C', suppliesAuthorised: 1, minIntervalDays: 56 };
const full = { id: 2, itemCode: '811C', suppliesAuthorised: 2, minIntervalDays: 56 };
const prescription = (supplies: PrescriptionAuthority['supplies'] = []): PrescriptionAuthority => ({
  prescribedOn: '2026-01-10',
  expiresOn: '2027-01-10',
  lines: [starter, full],
  supplies,
});

describe('supply authority (HMR 2012 reg 217)', () => {
  it('numbers each supply across the whole prescription', () => {
    expect(authoriseSupply(prescription(), '810C', '2026-01-10')).toEqual({ line: starter, supplyNumber: 1, suppliesAuthorised: 3 });
    expect(authoriseSupply(prescription([{ lineId: 1, suppliedOn: '2026-01-10' }]), '811C', '2026-03-10')).toMatchObject({ line: full, supplyNumber: 2, suppliesAuthorised: 3 });
  });

  it('refuses a medicine the prescription does not name', () => {
    expect(authoriseSupply(prescription(), '870T', '2026-01-10')).toMatchObject({ rule: 'not-prescribed' });
  });

  it('refuses the first supply more than 6 months after the prescription date, and allows it on the last day', () => {
    expect(authoriseSupply(prescription(), '810C', '2026-07-10')).toMatchObject({ supplyNumber: 1 });
    expect(authoriseSupply(prescription(), '810C', '2026-07-11')).toMatchObject({ rule: 'first-supply-overdue', message: expect.stringContaining('2026-07-10') });
    // Only the first: later supplies run to expiry.
    expect(authoriseSupply(prescription([{ lineId: 1, suppliedOn: '2026-01-10' }]), '811C', '2026-08-01')).toMatchObject({ supplyNumber: 2 });
  });

  it('refuses an antibiotic supply that would carry the course past its longest, counted across the formula strengths, and allows the last that fits', () => {
    const limitedStarter = { ...starter, maxCourseDays: 182 };
    const limitedFull = { ...full, suppliesAuthorised: 5, maxCourseDays: 182 };
    const course = (supplies: PrescriptionAuthority['supplies']): PrescriptionAuthority => ({ ...prescription(supplies), lines: [limitedStarter, limitedFull] });
    const made = [
      { lineId: 1, suppliedOn: '2026-01-10' },
      { lineId: 2, suppliedOn: '2026-03-12' },
    ];
    // Began 10 January; ends 182 days on, 11 July. A supply on 16 May lasts to 11 July at least: the last that fits.
    expect(authoriseSupply(course(made), '811C', '2026-05-16')).toMatchObject({ supplyNumber: 3 });
    expect(authoriseSupply(course(made), '811C', '2026-05-17')).toEqual({
      rule: 'course-ended',
      message: '811C is limited to a course of 26 weeks without a review: the course began on 2026-01-10, and another supply would carry it past 2026-07-11. A prescriber must review the treatment first.',
    });
    // Without a limit, the same supply is allowed.
    expect(authoriseSupply(prescription([...made.slice(0, 1), { lineId: 2, suppliedOn: '2026-03-12' }]), '811C', '2026-05-17')).toMatchObject({ supplyNumber: 3 });
  });

  it('refuses a supply beyond the count authorised for its medicine', () => {
    const made = [
      { lineId: 1, suppliedOn: '2026-01-10' },
      { lineId: 2, suppliedOn: '2026-03-10' },
      { lineId: 2, suppliedOn: '2026-05-10' },
    ];
    expect(authoriseSupply(prescription(made), '811C', '2026-07-10')).toMatchObject({ rule: 'all-supplied' });
    expect(authoriseSupply(prescription(made.slice(0, 1)), '810C', '2026-03-10')).toMatchObject({ rule: 'all-supplied' });
  });

  it('refuses a supply before the minimum interval since the last one, and names the first day allowed', () => {
    const made = [{ lineId: 1, suppliedOn: '2026-01-10' }];
    expect(authoriseSupply(prescription(made), '811C', '2026-03-06')).toEqual(expect.objectContaining({ rule: 'too-soon', allowedFrom: '2026-03-07' }));
    expect(authoriseSupply(prescription(made), '811C', '2026-03-07')).toMatchObject({ supplyNumber: 2 });
  });

  it('refuses any supply after the prescription has expired', () => {
    expect(authoriseSupply(prescription([{ lineId: 1, suppliedOn: '2026-01-10' }]), '811C', '2027-01-11')).toMatchObject({ rule: 'expired' });
  });

  it('spreads the supplies authorised over the plan, the recurring last medicine taking the rest', () => {
    const plan = [
      { itemCode: '810C', repeats: false },
      { itemCode: '811C', repeats: true },
    ];
    expect(suppliesPerMedicine(plan, 6)).toEqual([
      { itemCode: '810C', supplies: 1 },
      { itemCode: '811C', supplies: 5 },
    ]);
    expect(suppliesPerMedicine(plan, 1)).toEqual([{ itemCode: '810C', supplies: 1 }]);
    expect(suppliesPerMedicine([{ itemCode: '880S', repeats: false }], 6)).toEqual([{ itemCode: '880S', supplies: 1 }]);
  });

  it('counts how many supplies fit before expiry at the interval, the first on the prescription date', () => {
    expect(suppliesThatFit('2026-01-10', '2027-01-10', 56)).toBe(7);
    expect(suppliesThatFit('2026-01-10', '2027-01-10', 61)).toBe(6);
    expect(suppliesThatFit('2026-01-10', '2027-01-10', 180)).toBe(3);
  });
});
