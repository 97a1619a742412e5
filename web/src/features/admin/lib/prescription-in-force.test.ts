import { describe, expect, it } from 'vitest';
import { prescriptionEndings, suppliesApart, suppliesUsed, suppliesUsedAndLeft } from './prescription-in-force';

const counts = (made: number, authorised: number) => ({ supplies_made: made, supplies_authorised: authorised, supplies_left: authorised - made });

describe('the Prescription panel texts', () => {
  it('counts supplies used out of those authorised, and those left', () => {
    expect(suppliesUsed(counts(1, 1))).toBe('1 of 1 used');
    expect(suppliesUsedAndLeft(counts(2, 6))).toBe('2 of 6 used, 4 left');
    expect(suppliesUsedAndLeft(counts(0, 6))).toBe('0 of 6 used, 6 left');
  });

  it('gives the interval between supplies in days', () => {
    expect(suppliesApart(56)).toBe('at least 56 days apart');
    expect(suppliesApart(1)).toBe('at least 1 day apart');
  });
});

describe('prescriptionEndings', () => {
  it('says nothing while supplies are left and the prescription is in date, its last day included', () => {
    expect(prescriptionEndings({ ...counts(2, 6), expires_on: '2027-11-24' }, '2026-12-01')).toEqual([]);
    expect(prescriptionEndings({ ...counts(2, 6), expires_on: '2027-11-24' }, '2027-11-24')).toEqual([]);
  });

  it('warns when every supply is used, when it has expired, or both', () => {
    expect(prescriptionEndings({ ...counts(6, 6), expires_on: '2027-11-24' }, '2027-01-01')).toEqual(['All supplies used']);
    expect(prescriptionEndings({ ...counts(2, 6), expires_on: '2027-11-24' }, '2027-11-25')).toEqual(['Expired']);
    expect(prescriptionEndings({ ...counts(6, 6), expires_on: '2027-11-24' }, '2028-01-01')).toEqual(['All supplies used', 'Expired']);
  });
});
