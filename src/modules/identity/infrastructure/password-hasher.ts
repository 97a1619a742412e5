import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's minimum (19 MiB, 2 iterations, 1 lane); the parameters travel inside each hash. */
// `algorithm: 2` is Algorithm.Argon2id; the library exports it as a const enum, which isolated builds cannot read.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async matches(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, so response timing does not reveal which emails exist. */
  async wasteEquivalentTime(password: string): Promise<void> {
    await this.matches(DUMMY_HASH, password);
  }
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$YP2aijMRDXKEfOYTjqWvWA$LHEcVeBRlVc3j2/eqEttCl66oh3RGLOebr3qkvh70wM';
