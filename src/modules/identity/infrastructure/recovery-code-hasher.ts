import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { KeyedCodeHasher } from './keyed-code-hasher';

/**
 * Staff recovery codes. A keyed hash rather than argon2: each code carries about 50 random
 * bits, so slow hashing adds nothing, and a hash we can look up avoids trying ten argon2 hashes per attempt.
 */
@Injectable()
export class RecoveryCodeHasher extends KeyedCodeHasher {
  constructor(config: AppConfig) {
    super(config, 'staff-recovery-code');
  }
}
