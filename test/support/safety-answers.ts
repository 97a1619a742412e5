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
};

/** A test about one check leaves that one to the test: the others are answered. */
export type SafetyCheck = 'identity' | 'gp' | 'flags';

/**
 * The approval body with the prescriber's answers to the patient-safety checks, as the approve
 * dialog sends them (issue 19): a reason for an unverified identity, a justification for not
 * informing a GP, and a note on each open order-risk flag. Test customers are not verified, give
 * no GP, and share an address, a test card and often a name, so tests about other rules answer
 * the checks the way a prescriber would. Answers the body already carries are kept; a caller who
 * may not read flags (a customer, a non-admin) gets no flag notes.
 */
export async function answeringSafetyChecks(session: { agent: Agent }, body: ApprovalBody, { unanswered }: { unanswered?: SafetyCheck } = {}): Promise<ApprovalBody> {
  if (body.approve !== 1 || typeof body.id !== 'number') return body;
  const { flagNote, identity_override_reason, gp_justification } = TEST_SAFETY_ANSWERS;
  const answered = { ...(unanswered !== 'identity' && { identity_override_reason }), ...(unanswered !== 'gp' && { gp_justification }), ...body };
  if (body.flag_acknowledgements || unanswered === 'flags') return answered;
  const response = await session.agent.get('/v2/admin/data/order-risk/flags').query({ subscription_id: body.id });
  if (response.status !== 200) return answered;
  const open = (response.body.flags as { id: number; acknowledgedAt: string | null }[]).filter((flag) => !flag.acknowledgedAt);
  return open.length ? { ...answered, flag_acknowledgements: open.map((flag) => ({ flag_id: flag.id, note: flagNote })) } : answered;
}
