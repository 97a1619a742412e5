import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { KeyedCodeHasher } from './keyed-code-hasher';

/** The emailed 6-digit codes: a million possibilities, so never stored in the clear. */
@Injectable()
export class VerificationCodeHasher extends KeyedCodeHasher {
  constructor(config: AppConfig) {
    super(config, 'email-verification-code');
  }
}
