import type { SafeguardCategory } from '../../catalogue';
import type { GpStatus } from '../../general-practice';

/**
 * The categories for which a prescriber must not decide on the online questionnaire alone: each
 * asks for an independent verification of what the patient said before approving. Contraindicated
 * in pregnancy or breastfeeding is shown to the prescriber and pharmacist, and asks for nothing more here.
 */
export const EXTRA_SAFEGUARDS: readonly SafeguardCategory[] = ['antimicrobial', 'needs_monitoring', 'misuse_or_overdose_risk', 'needs_examination'];

const CATEGORY_TEXT: Record<SafeguardCategory, string> = {
  antimicrobial: 'antimicrobial',
  needs_monitoring: 'needs ongoing monitoring',
  misuse_or_overdose_risk: 'liable to misuse or overdose',
  needs_examination: 'needs a physical examination',
  contraindicated_in_pregnancy_or_breastfeeding: 'not for use in pregnancy or breastfeeding',
};

const GP_NOT_TOLD: Record<Exclude<GpStatus, 'consented'>, string> = {
  no_consent: 'the patient has not consented to sharing this treatment with their GP',
  no_gp: 'the patient has told us they do not have a GP',
  unanswered: 'the patient has not answered the GP step, so there is no consent to tell their GP',
};

export interface SafeguardedMedicine {
  code: string;
  name: string;
  safeguards: readonly SafeguardCategory[];
}

export interface SafeguardFacts {
  medicines: readonly SafeguardedMedicine[];
  /** Verifications recorded for this review and not yet relied on by an earlier decision. */
  verificationCount: number;
  gpStatus: GpStatus;
  /** The prescriber's reason for going ahead without the GP, as sent with this approval; undefined when the dialog is only looking. */
  safeWithoutGpReason?: string;
}

export type SafeguardRule = 'independent_verification' | 'gp_told' | 'safe_without_gp';

/** One thing the guidance asks before this approval: which medicines and categories bring it, whether it is met, and what is missing. */
export interface SafeguardRequirement {
  rule: SafeguardRule;
  categories: SafeguardCategory[];
  medicines: string[];
  met: boolean;
  /** What the rule asks, or (unmet) what is missing, in the prescriber's words. */
  text: string;
}

/** Long enough to say something a later reader can weigh, as the GP justification it is sent as. */
export const SAFE_WITHOUT_GP_MIN = 10;

const named = (medicines: readonly SafeguardedMedicine[]) => medicines.map(({ code, name }) => `${code} ${name}`);
/** '810C Acne formula (starter strength): antimicrobial; 870T Spironolactone 50 mg tablets: needs ongoing monitoring', each medicine with the categories that bring the rule. */
const described = (categories: readonly SafeguardCategory[], medicines: readonly SafeguardedMedicine[]) =>
  medicines.map((medicine) => `${medicine.code} ${medicine.name}: ${categories.filter((category) => medicine.safeguards.includes(category)).map((category) => CATEGORY_TEXT[category]).join(' and ')}`).join('; ');

/**
 * What the guidance asks before approving these medicines, each requirement with whether it is
 * met; every unmet one is reported at once. Rules:
 * - a medicine in an extra-safeguard category needs at least one independent verification;
 * - one that needs monitoring needs the GP told: no justification releases it;
 * - otherwise, without a GP who will be told, the prescriber records why prescribing is still safe.
 */
export function safeguardRequirements({ medicines, verificationCount, gpStatus, safeWithoutGpReason }: SafeguardFacts): SafeguardRequirement[] {
  const safeguarded = medicines.filter((medicine) => medicine.safeguards.some((category) => EXTRA_SAFEGUARDS.includes(category)));
  if (safeguarded.length === 0) return [];
  const categories = EXTRA_SAFEGUARDS.filter((category) => safeguarded.some((medicine) => medicine.safeguards.includes(category)));
  const requirements: SafeguardRequirement[] = [];
  const verified = verificationCount > 0;
  requirements.push({
    rule: 'independent_verification',
    categories,
    medicines: named(safeguarded),
    met: verified,
    text: verified
      ? `${described(categories, safeguarded)}. An independent verification is recorded.`
      : `${described(categories, safeguarded)}. Not on the questionnaire alone: record an independent verification of what the patient said (a two-way consultation, the clinical record seen, or the GP's reply); none is recorded for this review.`,
  });
  if (gpStatus === 'consented') return requirements;

  const monitored = safeguarded.filter((medicine) => medicine.safeguards.includes('needs_monitoring'));
  if (monitored.length > 0) {
    requirements.push({
      rule: 'gp_told',
      categories: ['needs_monitoring'],
      medicines: named(monitored),
      met: false,
      text: `${described(['needs_monitoring'], monitored)}. The patient's GP must be told, and ${GP_NOT_TOLD[gpStatus]}. A justification does not replace it: ask the patient to name their GP and consent, or offer a plan without this medicine.`,
    });
    return requirements;
  }
  const reason = safeWithoutGpReason?.trim() ?? '';
  const justified = reason.length >= SAFE_WITHOUT_GP_MIN;
  requirements.push({
    rule: 'safe_without_gp',
    categories,
    medicines: named(safeguarded),
    met: justified,
    text: justified
      ? `${described(categories, safeguarded)}. Without the GP (${GP_NOT_TOLD[gpStatus]}): your reason why prescribing is still safe is recorded.`
      : `${described(categories, safeguarded)}. Without the GP (${GP_NOT_TOLD[gpStatus]}): record why prescribing is still safe and appropriate (gp_justification).`,
  });
  return requirements;
}
