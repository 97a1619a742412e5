import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { keyFor, seal, unseal } from '../../../shared/crypto/sealed-secret';

/**
 * Encrypts authenticator secrets at rest (AES-256-GCM, `shared/crypto/sealed-secret.ts`) under
 * a key derived from SESSION_SECRET for this purpose alone. Changing SESSION_SECRET makes every
 * stored secret unreadable: staff then need `cli reset-second-factor` (docs/staff-two-factor.md).
 */
@Injectable()
export class TotpSecretCipher {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = keyFor(config.get('SESSION_SECRET'), 'staff-totp-secret');
  }

  encrypt(secret: string): string {
    return seal(this.key, Buffer.from(secret, 'utf8'));
  }

  /** The secret, or undefined when it was sealed under another key or tampered with. */
  decrypt(sealed: string): string | undefined {
    return unseal(this.key, sealed)?.toString('utf8');
  }
}
