import { Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../../config/app-config';

/**
 * Codes are kept as keyed hashes: a copy of the database alone is not enough to
 * brute-force the million possible codes offline.
 */
@Injectable()
export class VerificationCodeHasher {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = createHmac('sha256', config.get('SESSION_SECRET')).update('email-verification-code').digest();
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
