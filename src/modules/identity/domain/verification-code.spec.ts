import { generateVerificationCode, isCodeUsable, VERIFICATION_CODE_RULES } from './verification-code';

describe('verification codes', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const fresh = { expiresAt: new Date(now.getTime() + 60_000), failedAttempts: 0 };

  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(generateVerificationCode()).toMatch(/^\d{6}$/);
  });

  it('can be tried while unused, unexpired and under the attempt limit', () => {
    expect(isCodeUsable(fresh, now)).toBe(true);
  });

  it('cannot be tried once expired', () => {
    expect(isCodeUsable({ ...fresh, expiresAt: now }, now)).toBe(false);
  });

  it(`cannot be tried after ${VERIFICATION_CODE_RULES.maxFailedAttempts} wrong guesses`, () => {
    expect(isCodeUsable({ ...fresh, failedAttempts: 4 }, now)).toBe(true);
    expect(isCodeUsable({ ...fresh, failedAttempts: 5 }, now)).toBe(false);
  });

  it('cannot be used twice', () => {
    expect(isCodeUsable({ ...fresh, consumedAt: now }, now)).toBe(false);
  });
});
