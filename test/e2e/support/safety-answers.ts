import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { csrfToken } from './session-api';

const NOTE = 'Checked: a test patient sharing the test address and card.';
const VERIFICATION_SUMMARY = 'Spoke with the patient in a test: confirmed their answers, no allergies, not pregnant.';

/**
 * A safeguarded medicine (the acne formulas are antimicrobial: docs/patient-safety.md) is not
 * prescribed on the questionnaire alone: a phone call with the patient is recorded against the
 * review, as it ends, when its medicines need one and none is recorded yet. `request` is signed in as a prescriber.
 */
export async function recordVerificationIfNeeded(request: APIRequestContext, subscriptionId: number): Promise<void> {
  const response = await request.get(`/v2/admin/data/safeguards?subscription_id=${subscriptionId}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { patientId, requirements } = (await response.json()) as { patientId: number; requirements: { rule: string; met: boolean }[] };
  if (!requirements.some((requirement) => requirement.rule === 'independent_verification' && !requirement.met)) return;
  const recorded = await request.post('/v2/admin/form/safeguards/verification', {
    headers: { 'x-csrf-token': await csrfToken(request) },
    data: { subscription_id: subscriptionId, patient_id: patientId, kind: 'two_way_consultation', method: 'phone', summary: VERIFICATION_SUMMARY },
  });
  expect(recorded.ok(), await recorded.text()).toBe(true);
}

/**
 * The prescriber's answers to the patient-safety checks for an approval made through the API, as
 * the approve dialog sends them (issue 19): a reason for an unverified identity, a justification
 * for not informing a GP, and a note on each open order-risk flag. E2E customers are not verified,
 * give no GP, and share an address and a test card, so specs about other journeys answer the
 * checks as a prescriber would; and the review's independent verification, when its medicines
 * need one, is recorded first. `request` is signed in as the prescriber.
 */
export async function safetyAnswers(request: APIRequestContext, subscriptionId: number): Promise<Record<string, unknown>> {
  await recordVerificationIfNeeded(request, subscriptionId);
  const response = await request.get(`/v2/admin/data/order-risk/flags?subscription_id=${subscriptionId}`);
  expect(response.ok(), await response.text()).toBe(true);
  const open = ((await response.json()) as { flags: { id: number; acknowledgedAt: string | null }[] }).flags.filter((flag) => !flag.acknowledgedAt);
  return {
    identity_override_reason: 'Approved in a test without an identity check',
    gp_justification: 'Approved in a test without informing a GP',
    ...(open.length ? { flag_acknowledgements: open.map((flag) => ({ flag_id: flag.id, note: NOTE })) } : {}),
  };
}

/** A spec about one patient-safety check leaves that one to itself. */
export type SafetyCheck = 'identity' | 'gp' | 'flags' | 'safeguards';

/**
 * In the open approve dialog, answers the patient-safety checks it asks about, as a prescriber
 * would: the reason for approving an unverified identity, the justification for not telling the
 * GP, a note on each open flag, and (a safeguarded medicine) the prescriber's video call with the
 * patient (the form's first choice), recorded from the dialog's own form. Waits first for the page's panels, whose data the dialog reads.
 */
export async function answerSafetyChecksInDialog(page: Page, dialog: Locator, { unanswered }: { unanswered?: SafetyCheck } = {}): Promise<void> {
  for (const panel of ['Risk flags', 'GP', 'Identity check']) await expect(page.getByRole('region', { name: panel, exact: true }).locator('.ant-skeleton')).toHaveCount(0);
  const safeguards = dialog.getByRole('region', { name: 'Safeguards' });
  await expect(safeguards.locator('.ant-skeleton')).toHaveCount(0);
  // The checklist says so while no verification is recorded for this review.
  if (unanswered !== 'safeguards' && (await safeguards.getByText('none is recorded for this review').count())) {
    await safeguards.getByRole('button', { name: 'Record a verification' }).click();
    await safeguards.getByLabel('What was said, seen or confirmed').fill(VERIFICATION_SUMMARY);
    await safeguards.getByRole('button', { name: 'Record verification' }).click();
    await expect(safeguards.getByRole('list', { name: 'Verifications recorded' })).toContainText(VERIFICATION_SUMMARY);
  }
  const identityReason = dialog.getByLabel('Reason for approving without a verified identity');
  if (unanswered !== 'identity' && (await identityReason.count())) await identityReason.fill('Known patient, identity confirmed by video call.');
  const gpJustification = dialog.getByLabel('Why prescribe without telling the GP?');
  if (unanswered !== 'gp' && (await gpJustification.count())) await gpJustification.fill('Low-risk topical treatment; patient counselled.');
  if (unanswered !== 'flags') for (const field of await dialog.getByLabel(/^Note on '/).all()) await field.fill(NOTE);
}
