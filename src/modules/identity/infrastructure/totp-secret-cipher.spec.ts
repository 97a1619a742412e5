import type { AppConfig } from '../../../config/app-config';
import { TotpSecretCipher } from './totp-secret-cipher';

const cipherWith = (secret: string) => new TotpSecretCipher({ get: () => secret } as unknown as AppConfig);

describe('TotpSecretCipher', () => {
  const cipher = cipherWith('a-session-secret-of-at-least-32-characters');
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('seals a secret so it can be read back, differently each time', () => {
    const sealed = cipher.encrypt(secret);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(secret);
    expect(cipher.encrypt(secret)).not.toBe(sealed);
    expect(cipher.decrypt(sealed)).toBe(secret);
  });

  it('reads nothing sealed under another SESSION_SECRET, or altered', () => {
    const sealed = cipher.encrypt(secret);
    expect(cipherWith('another-session-secret-of-32-characters!').decrypt(sealed)).toBeUndefined();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(cipher.decrypt([version, iv, tag, flipped].join('.'))).toBeUndefined();
    expect(cipher.decrypt('not-sealed')).toBeUndefined();
  });
});
