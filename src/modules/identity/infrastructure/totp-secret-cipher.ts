import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppConfig } from '../../../config/app-config';

const VERSION = 'v1';

/**
 * Encrypts authenticator secrets at rest: AES-256-GCM under a key derived from SESSION_SECRET
 * with HKDF-SHA256 (its own `info`, so it is independent of every other key taken from that
 * secret). Stored as `v1.<iv>.<tag>.<ciphertext>`, base64url. Changing SESSION_SECRET makes
 * every stored secret unreadable: staff then need `cli reset-second-factor` (docs/staff-two-factor.md).
 */
@Injectable()
export class TotpSecretCipher {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.get('SESSION_SECRET'), 'derm-shop', 'staff-totp-secret', 32));
  }

  encrypt(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The secret, or undefined when it was sealed under another key or tampered with. */
  decrypt(sealed: string): string | undefined {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || !ciphertext) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
