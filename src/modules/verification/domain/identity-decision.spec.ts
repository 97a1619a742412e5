import { decisionOf } from './identity-check-status';
import { localCheckOutcome, manualCheckOutcome } from './local-check-rules';
import { parseCheckEvent, signatureMatches, signWebhook } from './onfido-webhook';

describe("Onfido's result in our words", () => {
  it.each([
    ['clear', 'clear', 'clear'],
    ['consider', 'rejected', 'rejected'],
    ['consider', 'suspected', 'rejected'],
    ['consider', 'caution', 'consider'],
    ['consider', null, 'consider'],
  ] as const)('result %s with document %s is %s', (result, documentSubResult, decision) => {
    expect(decisionOf({ status: 'complete', result, documentSubResult })).toBe(decision);
  });
});

describe("the local verifier's rules", () => {
  it('clears the account name whatever the case, spacing or punctuation', () => {
    expect(decisionOf(localCheckOutcome('Priya Shah', '  priya   SHAH. '))).toBe('clear');
  });
  it('sends another name to staff, and REJECT to a rejection', () => {
    expect(decisionOf(localCheckOutcome('Priya Shah', 'Priya Patel'))).toBe('consider');
    expect(decisionOf(localCheckOutcome('Priya Shah', 'Priya Shah reject'))).toBe('rejected');
  });
});

describe('checking by hand (IDENTITY_VERIFICATION=manual)', () => {
  it('clears no one by itself: every check waits for staff', () => {
    expect(decisionOf(manualCheckOutcome())).toBe('consider');
  });
});

describe('the webhook signature', () => {
  const body = Buffer.from('{"payload":{}}');
  it('matches only the same bytes and secret', () => {
    const signature = signWebhook(body, 'secret');
    expect(signatureMatches(body, signature, 'secret')).toBe(true);
    expect(signatureMatches(Buffer.from('{"payload": {}}'), signature, 'secret')).toBe(false);
    expect(signatureMatches(body, signature, 'other')).toBe(false);
    expect(signatureMatches(body, 'not-hex', 'secret')).toBe(false);
  });
  it('reads a check completion, ignores other events, and calls anything else malformed', () => {
    const completed = Buffer.from(JSON.stringify({ payload: { resource_type: 'check', action: 'check.completed', object: { id: 'c1', status: 'complete', result: 'clear', completed_at_iso8601: '2026-11-24T10:00:00Z' } } }));
    expect(parseCheckEvent(completed)).toEqual({ checkId: 'c1', status: 'complete', result: 'clear', completedAt: new Date('2026-11-24T10:00:00Z') });
    expect(parseCheckEvent(Buffer.from(JSON.stringify({ payload: { resource_type: 'report', action: 'report.completed', object: {} } })))).toBeNull();
    expect(parseCheckEvent(Buffer.from('not json'))).toBe('malformed');
    expect(parseCheckEvent(Buffer.from('{"payload":{"resource_type":"check","action":"check.completed","object":{"id":1}}}'))).toBe('malformed');
  });
});
