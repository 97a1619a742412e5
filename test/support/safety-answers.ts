import type { Agent } from './test-app';

interface ApprovalBody {
  id: unknown;
  approve: unknown;
  [field: string]: unknown;
}

/** What a prescriber writes, in tests about other rules, to approve past the patient-safety checks (docs/patient-safety.md). */
export const TEST_SAFETY_ANSWERS = {
  identity_override_reason: 'Approved in a test without an identity check',
  gp_justification: 'Approved in a test without informing a GP',
  flagNote: 'Checked: a test patient sharing test details.',
  verificationSummary: 'Phoned the patient in a test: confirmed their answers, no allergies, not pregnant.',
};

/** A test about one check leaves that one to the test: the others are answered. */
export type SafetyCheck = 'identity' | 'gp' | 'flags' | 'safeguards';

/**
 * The approval body with the prescriber's answers to the patient-safety checks, as the approve
 * dialog sends them (issue 19): a reason for an unverified identity, a justification for not
 * informing a GP, and a note on each open order-risk flag. Test customers are not verified, give
 * no GP, and share an address, a test card and often a name, so tests about other rules answer
 * the checks the way a prescriber would. A safeguarded medicine (the acne formulas are
 * antimicrobial: docs/patient-safety.md) needs an independent verification recorded against the
 * review first: a phone call with the patient is recorded when the review has none. Answers the
 * body already carries are kept; a caller who may not read flags (a customer, a non-admin) gets no
 * flag notes, and one who may not record a verification records none.
 */
export async function answeringSafetyChecks(session: { agent: Agent }, body: ApprovalBody, { unanswered }: { unanswered?: SafetyCheck } = {}): Promise<ApprovalBody> {
  if (body.approve !== 1 || typeof body.id !== 'number') return body;
  const { flagNote, identity_override_reason, gp_justification } = TEST_SAFETY_ANSWERS;
  const answered = { ...(unanswered !== 'identity' && { identity_override_reason }), ...(unanswered !== 'gp' && { gp_justification }), ...body };
  if (unanswered !== 'safeguards') await recordVerificationIfNeeded(session, body.id);
  if (body.flag_acknowledgements || unanswered === 'flags') return answered;
  const response = await session.agent.get('/v2/admin/data/order-risk/flags').query({ subscription_id: body.id });
  if (response.status !== 200) return answered;
  const open = (response.body.flags as { id: number; acknowledgedAt: string | null }[]).filter((flag) => !flag.acknowledgedAt);
  return open.length ? { ...answered, flag_acknowledgements: open.map((flag) => ({ flag_id: flag.id, note: flagNote })) } : answered;
}

/** A phone call with the patient recorded against the review as it ends (the server's clock, which a test may have moved), when its medicines need an independent verification and none is recorded yet. */
export async function recordVerificationIfNeeded(session: { agent: Agent; csrfToken?: string }, subscriptionId: number): Promise<void> {
  const response = await session.agent.get('/v2/admin/data/safeguards').query({ subscription_id: subscriptionId });
  if (response.status !== 200) return;
  const { patientId, requirements } = response.body as { patientId: number; requirements: { rule: string; met: boolean }[] };
  if (!requirements.some((requirement) => requirement.rule === 'independent_verification' && !requirement.met)) return;
  await session.agent
    .post('/v2/admin/form/safeguards/verification')
    .set('x-csrf-token', session.csrfToken ?? '')
    .send({ subscription_id: subscriptionId, patient_id: patientId, kind: 'two_way_consultation', method: 'phone', summary: TEST_SAFETY_ANSWERS.verificationSummary });
}
