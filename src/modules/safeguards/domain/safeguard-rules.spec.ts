import { safeguardRequirements, type SafeguardedMedicine } from './safeguard-rules';

const acne: SafeguardedMedicine = { code: '811C', name: 'Acne formula', safeguards: ['antimicrobial', 'contraindicated_in_pregnancy_or_breastfeeding'] };
const spironolactone: SafeguardedMedicine = { code: '870T', name: 'Spironolactone 50 mg tablets', safeguards: ['needs_monitoring', 'contraindicated_in_pregnancy_or_breastfeeding'] };
const glow: SafeguardedMedicine = { code: '820C', name: 'Glow formula', safeguards: ['contraindicated_in_pregnancy_or_breastfeeding'] };
const unmet = (requirements: ReturnType<typeof safeguardRequirements>) => requirements.filter((requirement) => !requirement.met).map((requirement) => requirement.rule);

describe('safeguard requirements', () => {
  it('ask nothing of a medicine without an extra-safeguard category', () => {
    expect(safeguardRequirements({ medicines: [glow], verificationCount: 0, gpStatus: 'no_gp' })).toEqual([]);
  });

  it('ask an antimicrobial for an independent verification, naming the medicine and category', () => {
    const [requirement] = safeguardRequirements({ medicines: [acne, glow], verificationCount: 0, gpStatus: 'consented' });
    expect(requirement).toMatchObject({ rule: 'independent_verification', categories: ['antimicrobial'], medicines: ['811C Acne formula'], met: false });
    expect(requirement.text).toContain('811C Acne formula: antimicrobial. Not on the questionnaire alone');
    expect(safeguardRequirements({ medicines: [acne], verificationCount: 1, gpStatus: 'consented' }).every((each) => each.met)).toBe(true);
  });

  it('ask why it is still safe without a GP, met by a reason of at least 10 characters', () => {
    expect(unmet(safeguardRequirements({ medicines: [acne], verificationCount: 1, gpStatus: 'no_gp' }))).toEqual(['safe_without_gp']);
    expect(unmet(safeguardRequirements({ medicines: [acne], verificationCount: 1, gpStatus: 'no_consent', safeWithoutGpReason: ' too short ' }))).toEqual(['safe_without_gp']);
    expect(unmet(safeguardRequirements({ medicines: [acne], verificationCount: 1, gpStatus: 'unanswered', safeWithoutGpReason: 'Video call; low-risk topical; counselled.' }))).toEqual([]);
  });

  it('refuse a medicine that needs monitoring unless the GP is told, whatever the justification, with every reason at once', () => {
    const requirements = safeguardRequirements({ medicines: [acne, spironolactone], verificationCount: 0, gpStatus: 'no_consent', safeWithoutGpReason: 'The patient prefers not to involve the GP.' });
    expect(unmet(requirements)).toEqual(['independent_verification', 'gp_told']);
    expect(requirements[0].categories).toEqual(['antimicrobial', 'needs_monitoring']);
    expect(requirements[0].text).toContain('811C Acne formula: antimicrobial; 870T Spironolactone 50 mg tablets: needs ongoing monitoring.');
    expect(requirements[1].text).toContain('has not consented');
    expect(unmet(safeguardRequirements({ medicines: [spironolactone], verificationCount: 1, gpStatus: 'consented' }))).toEqual([]);
  });
});
