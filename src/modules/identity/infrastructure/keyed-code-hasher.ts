import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../../config/app-config';

/**
 * Codes are kept as keyed hashes (HMAC-SHA256 under a key derived from SESSION_SECRET, one
 * per purpose): a copy of the database alone is not enough to brute-force them offline.
 */
export abstract class KeyedCodeHasher {
  private readonly key: Buffer;

  protected constructor(config: AppConfig, purpose: string) {
    this.key = createHmac('sha256', config.get('SESSION_SECRET')).update(purpose).digest();
  }

  hash(code: string): string {
    return createHmac('sha256', this.key).update(code).digest('hex');
  }

  matches(codeHash: string, code: string): boolean {
    const expected = Buffer.from(codeHash, 'hex');
    const actual = Buffer.from(this.hash(code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
