import { s10CheckDigit, s10TrackingNumber } from './tracking-number';

describe('S10 tracking numbers', () => {
  it('computes the UPU check digit (the UPU worked example: 47312482 -> 9)', () => {
    expect(s10CheckDigit('47312482')).toBe(9);
  });

  it('formats two letters, eight digits, the check digit and GB', () => {
    expect(s10TrackingNumber('LD', 47312482)).toBe('LD473124829GB');
  });
});
