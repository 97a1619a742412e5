import { prescriptionExpiresOn } from './prescription-validity';

describe('prescriptionExpiresOn', () => {
  it('is twelve months on', () => {
    expect(prescriptionExpiresOn('2026-11-21')).toBe('2027-11-21');
  });

  it('falls back to 28 February for a prescription written on 29 February', () => {
    expect(prescriptionExpiresOn('2028-02-29')).toBe('2029-02-28');
  });
});
