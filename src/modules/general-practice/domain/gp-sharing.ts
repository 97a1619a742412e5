/** What the patient answered in the GP step, as far as the prescriber's decision is concerned. */
export type GpStatus = 'consented' | 'no_consent' | 'no_gp' | 'unanswered';

export interface GpAnswer {
  odsCode: string | null;
  noGp: boolean;
  consentToShare: boolean;
}

export function gpStatusOf(answer: GpAnswer | null): GpStatus {
  if (!answer) return 'unanswered';
  if (answer.noGp || !answer.odsCode) return 'no_gp';
  return answer.consentToShare ? 'consented' : 'no_consent';
}

/**
 * Why the prescriber must justify approving, or null when the GP will be told. A patient who
 * has not answered the GP step is treated as not consenting: nobody has agreed to the letter.
 */
export function justificationNeeded(status: GpStatus): string | null {
  switch (status) {
    case 'consented':
      return null;
    case 'no_consent':
      return 'The patient has not consented to sharing this treatment with their GP.';
    case 'no_gp':
      return 'The patient has told us they do not have a GP.';
    case 'unanswered':
      return 'The patient has not answered the GP step, so there is no consent to tell their GP.';
  }
}

/** Long enough to say something a later reader can weigh; short enough for one clinical note. */
export const JUSTIFICATION_LIMITS = { min: 10, max: 2000 } as const;
