import { generateSync } from 'otplib';
import { TotpAuthenticator } from './totp-authenticator';

const SECRET = 'DEMOSTAFFTOTPSECRETFORLOCALUSE22';
const NOW = Date.UTC(2026, 4, 1, 10, 0, 15);
const STEP = Math.floor(NOW / 30_000);
const codeAt = (step: number) => generateSync({ secret: SECRET, epoch: step * 30 });

describe('TotpAuthenticator', () => {
  const totp = new TotpAuthenticator();

  it('accepts the code of now and of one step either side, telling which step it was', async () => {
    for (const step of [STEP - 1, STEP, STEP + 1]) await expect(totp.check(SECRET, codeAt(step), NOW)).resolves.toEqual({ valid: true, timeStep: step });
  });

  it('refuses codes further out, and anything that is not six digits', async () => {
    await expect(totp.check(SECRET, codeAt(STEP - 2), NOW)).resolves.toEqual({ valid: false });
    await expect(totp.check(SECRET, codeAt(STEP + 2), NOW)).resolves.toEqual({ valid: false });
    await expect(totp.check(SECRET, codeAt(STEP).slice(1), NOW)).resolves.toEqual({ valid: false });
  });

  it('makes 20-byte secrets and the address authenticator apps read', () => {
    const secret = totp.newSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp.uri(secret, 'amelia@example.com')).toBe(`otpauth://totp/Derm%20Shop:amelia%40example.com?secret=${secret}&issuer=Derm%20Shop`);
  });
});
