import { generateRecoveryCodes, groupedSecret, normaliseRecoveryCode, RECOVERY_CODE_RULES } from './second-factor';

describe('recovery codes', () => {
  it('are ten different codes of two groups of five easy-to-read characters', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_RULES.count);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
  });

  it('are read back whatever the case, spacing or dashes', () => {
    expect(normaliseRecoveryCode('ABCDE-FGHJK')).toBe('abcdefghjk');
    expect(normaliseRecoveryCode(' abcde fghjk ')).toBe('abcdefghjk');
    expect(normaliseRecoveryCode('abcdefghjk')).toBe('abcdefghjk');
  });

  it('refuse what cannot be a code', () => {
    expect(normaliseRecoveryCode('abcde-fghj')).toBeUndefined();
    expect(normaliseRecoveryCode('abcde-fghj1')).toBeUndefined();
    expect(normaliseRecoveryCode('123456')).toBeUndefined();
    expect(normaliseRecoveryCode('')).toBeUndefined();
  });
});

describe('groupedSecret', () => {
  it('splits the key into groups of four for typing', () => {
    expect(groupedSecret('DEMOSTAFFTOTPSECRETFORLOCALUSE22')).toBe('DEMO STAF FTOT PSEC RETF ORLO CALU SE22');
  });
});
