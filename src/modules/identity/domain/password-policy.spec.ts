import { PASSWORD_MESSAGES, passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it.each(['password1', 'Password123', 'P@ssw0rd!', 'iloveyou', 'qwertyuiop', '12345678', 'trustno1', 'football', 'letmein123'])(
    'refuses the common password %s',
    (password) => expect(passwordProblem(password)).toBe(PASSWORD_MESSAGES.tooCommon),
  );

  it('keeps the spec message for the length rule', () => {
    expect(passwordProblem('seven77')).toBe('Password must be at least 8 characters.');
  });

  it('refuses a password of spaces only, whatever its length', () => {
    expect(passwordProblem(' '.repeat(12))).toBe(PASSWORD_MESSAGES.onlySpaces);
    expect(passwordProblem('\t \n   \u00a0  ')).toBe(PASSWORD_MESSAGES.onlySpaces);
  });

  it('accepts long passphrases, 64 characters and more, spaces and any script included', () => {
    expect(passwordProblem('correct horse battery staple')).toBeUndefined();
    expect(passwordProblem('x'.repeat(40) + ' a sixty-four character passphrase!')).toBeUndefined();
    expect(passwordProblem('ζωή είναι ωραία και γλυκιά 🌿')).toBeUndefined();
    expect(passwordProblem('a-good-password')).toBeUndefined();
  });

  it('refuses more than 128 characters', () => {
    expect(passwordProblem('a'.repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it("refuses a password made of the person's own name or email", () => {
    const personal = ['priya', 'shah', 'priya.shah@example.com'];
    expect(passwordProblem('shahpriya', personal)).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(passwordProblem('priya.shah@example.com', personal)).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(passwordProblem('shahpriya')).toBeUndefined();
  });
});
