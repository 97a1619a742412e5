/**
 * The ways a prescriber independently verifies what a patient said online before prescribing a
 * safeguarded medicine (the GPhC's guidance for pharmacies providing services at a distance,
 * February 2025): talking with them in real time, seeing their clinical record, or hearing from their GP.
 */
export const VERIFICATION_KINDS = ['two_way_consultation', 'clinical_record', 'gp_confirmed'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/** How each kind was done: the call or chat; the record seen; how the GP answered. */
export const VERIFICATION_METHODS = {
  two_way_consultation: ['video', 'phone', 'chat'],
  clinical_record: ['summary_care_record', 'gp_record'],
  gp_confirmed: ['letter_reply', 'phone', 'email'],
} as const satisfies Record<VerificationKind, readonly string[]>;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[VerificationKind][number];
export const ALL_VERIFICATION_METHODS = [...new Set(Object.values(VERIFICATION_METHODS).flat())] as VerificationMethod[];

export const VERIFICATION_KIND_LABELS: Record<VerificationKind, string> = {
  two_way_consultation: 'Two-way consultation',
  clinical_record: 'Clinical record seen',
  gp_confirmed: 'GP confirmed',
};

export const VERIFICATION_METHOD_LABELS: Record<VerificationMethod, string> = {
  video: 'Video call',
  phone: 'Phone call',
  chat: 'Real-time chat',
  summary_care_record: 'Summary Care Record',
  gp_record: 'GP record',
  letter_reply: 'Reply to the GP letter',
  email: 'Email from the practice',
};

export const SUMMARY_LIMITS = { min: 20, max: 4000 } as const;

/**
 * 'Timely': a verification older than this supports no decision. Four weeks covers a GP's reply to
 * a letter; anything older says too little about the patient today.
 */
export const TIMELY_DAYS = 28;
/** A clock a little ahead on the prescriber's device is not a verification in the future. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export type TimingProblem = 'in_the_future' | 'too_old' | null;

export function timingProblem(tookPlaceAt: Date, now: Date): TimingProblem {
  if (tookPlaceAt.getTime() > now.getTime() + CLOCK_SKEW_MS) return 'in_the_future';
  if (now.getTime() - tookPlaceAt.getTime() > TIMELY_DAYS * 24 * 60 * 60 * 1000) return 'too_old';
  return null;
}

export const methodFits = (kind: VerificationKind, method: string): method is VerificationMethod => (VERIFICATION_METHODS[kind] as readonly string[]).includes(method);
