import { randomInt } from 'node:crypto';

/** Authenticator codes: RFC 6238 defaults that every authenticator app understands. */
export const TOTP_RULES = {
  digits: 6,
  periodSeconds: 30,
  /** Codes from one step either side of now are accepted, for clocks a little apart. */
  toleranceSteps: 1,
  /** What the authenticator app shows above the codes. */
  issuer: 'Derm Shop',
} as const;

export const RECOVERY_CODE_RULES = {
  count: 10,
  length: 10,
  /** No 0/o, 1/l/i: easy to copy from paper. */
  alphabet: 'abcdefghjkmnpqrstuvwxyz23456789',
} as const;

/** Ten fresh recovery codes, written `abcde-fghjk`. About 50 bits each: too many to guess under the rate limit. */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_RULES.count }, () => {
    const characters = Array.from({ length: RECOVERY_CODE_RULES.length }, () => RECOVERY_CODE_RULES.alphabet[randomInt(RECOVERY_CODE_RULES.alphabet.length)]);
    return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
  });
}

/** A recovery code as typed (any case, spaces or dashes anywhere) reduced to what is hashed; undefined when it cannot be one. */
export function normaliseRecoveryCode(typed: string): string | undefined {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  const pattern = new RegExp(`^[${RECOVERY_CODE_RULES.alphabet}]{${RECOVERY_CODE_RULES.length}}$`);
  return pattern.test(code) ? code : undefined;
}

/** The secret as people type it from a screen: groups of four. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
