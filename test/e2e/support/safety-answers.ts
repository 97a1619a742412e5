import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

const NOTE = 'Checked: a test patient sharing the test address and card.';

/**
 * The prescriber's answers to the patient-safety checks for an approval made through the API, as
 * the approve dialog sends them (issue 19): a reason for an unverified identity, a justification
 * for not informing a GP, and a note on each open order-risk flag. E2E customers are not verified,
 * give no GP, and share an address and a test card, so specs about other journeys answer the
 * checks as a prescriber would. `request` is signed in as staff.
 */
export async function safetyAnswers(request: APIRequestContext, subscriptionId: number): Promise<Record<string, unknown>> {
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
export type SafetyCheck = 'identity' | 'gp' | 'flags';

/**
 * In the open approve dialog, answers the patient-safety checks it asks about, as a prescriber
 * would: the reason for approving an unverified identity, the justification for not telling the
 * GP, and a note on each open flag. Waits first for the page's panels, whose data the dialog reads.
 */
export async function answerSafetyChecksInDialog(page: Page, dialog: Locator, { unanswered }: { unanswered?: SafetyCheck } = {}): Promise<void> {
  for (const panel of ['Risk flags', 'GP', 'Identity check']) await expect(page.getByRole('region', { name: panel, exact: true }).locator('.ant-skeleton')).toHaveCount(0);
  const identityReason = dialog.getByLabel('Reason for approving without a verified identity');
  if (unanswered !== 'identity' && (await identityReason.count())) await identityReason.fill('Known patient, identity confirmed by video call.');
  const gpJustification = dialog.getByLabel('Why prescribe without telling the GP?');
  if (unanswered !== 'gp' && (await gpJustification.count())) await gpJustification.fill('Low-risk topical treatment; patient counselled.');
  if (unanswered !== 'flags') for (const field of await dialog.getByLabel(/^Note on '/).all()) await field.fill(NOTE);
}
