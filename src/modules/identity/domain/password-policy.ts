import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import type * as ZxcvbnEnglish from '@zxcvbn-ts/language-en';

/** ASVS 6.2: at least 8 characters, at least 64 allowed, any character, and not a known or guessable password. */
export const PASSWORD_RULES = { minLength: 8, maxLength: 128, minimumStrength: 2 } as const;

export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 8 characters.',
  tooLong: 'Password must be at most 128 characters.',
  onlySpaces: 'Password cannot be only spaces.',
  tooCommon: 'This password is too common or easy to guess. Please choose another: a few unrelated words work well.',
} as const;

// zxcvbn's score (0-4) estimates guesses against the breached-password list (about 49,000
// entries from leaked sets), English words and names, keyboard patterns, dates and their
// l33t spellings; scores 0 and 1 (under a million guesses) fall to an offline attack at once.
// The packages and their dictionaries (megabytes of word lists) are required on first use, not at
// start: the worker never checks a password, and the API does so only on sign-up and password changes.
let estimator: ZxcvbnCore.ZxcvbnFactory | undefined;
const strengthEstimator = () => (estimator ??= createStrengthEstimator());

function createStrengthEstimator(): ZxcvbnCore.ZxcvbnFactory {
  const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof ZxcvbnCore;
  const common = require('@zxcvbn-ts/language-common') as typeof ZxcvbnCommon;
  const english = require('@zxcvbn-ts/language-en') as typeof ZxcvbnEnglish;
  return new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...english.dictionary }, graphs: common.adjacencyGraphs, translations: english.translations });
}

/**
 * What is wrong with a new password, or undefined when it is acceptable. `personalWords`
 * (the email, names) count as easy to guess: a password built on them is refused too.
 */
export function passwordProblem(password: string, personalWords: string[] = []): string | undefined {
  if (password.length < PASSWORD_RULES.minLength) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_RULES.maxLength) return PASSWORD_MESSAGES.tooLong;
  if (!/\S/.test(password)) return PASSWORD_MESSAGES.onlySpaces;
  const { score } = strengthEstimator().check(password, personalWords.filter(Boolean));
  return score < PASSWORD_RULES.minimumStrength ? PASSWORD_MESSAGES.tooCommon : undefined;
}
