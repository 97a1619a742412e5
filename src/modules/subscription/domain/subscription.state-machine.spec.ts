import { TransitionRefusedError } from '../../../shared/domain/lifecycle';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './subscription-status';
import { SUBSCRIPTION_LIFECYCLE } from './subscription.state-machine';

const subscription = (status: SubscriptionStatus) => ({ status });

/** What `take` threw, so a test can look at the refusal itself. */
function refusalOf(move: () => unknown): TransitionRefusedError {
  try {
    move();
  } catch (error) {
    if (error instanceof TransitionRefusedError) return error;
    throw error;
  }
  throw new Error('The transition was not refused');
}

describe('the subscription lifecycle', () => {
  it('walks the usual life: proposed, paid, approved, renewed, declined, retried, cancelled', () => {
    const treatment = subscription('pending');
    expect(SUBSCRIPTION_LIFECYCLE.take(treatment, 'pay', 'billing')).toEqual({ from: 'pending', to: 'review' });
    SUBSCRIPTION_LIFECYCLE.take(treatment, 'approve', 'prescriber');
    SUBSCRIPTION_LIFECYCLE.take(treatment, 'renew', 'billing');
    SUBSCRIPTION_LIFECYCLE.take(treatment, 'fail-renewal', 'billing');
    SUBSCRIPTION_LIFECYCLE.take(treatment, 'fail-renewal', 'billing');
    SUBSCRIPTION_LIFECYCLE.take(treatment, 'await-authentication', 'billing');
    SUBSCRIPTION_LIFECYCLE.take(treatment, 'renew', 'billing');
    SUBSCRIPTION_LIFECYCLE.take(treatment, 'cancel', 'customer');
    expect(treatment.status).toBe('cancelled');
  });

  it('refuses an illegal transition with the one error, naming from, to and why, and changes nothing', () => {
    const cancelled = subscription('cancelled');
    const refusal = refusalOf(() => SUBSCRIPTION_LIFECYCLE.take(cancelled, 'renew', 'billing'));
    expect(refusal).toMatchObject({ code: 'SUBSCRIPTION.TRANSITION_REFUSED', kind: 'conflict', transition: 'renew', from: 'cancelled', to: 'active' });
    expect(refusal.message).toBe('This subscription is cancelled: it cannot renew (only from active, failed, processing).');
    expect(cancelled.status).toBe('cancelled');
  });

  it('lets only the declared actor cause a transition', () => {
    const inReview = subscription('review');
    expect(refusalOf(() => SUBSCRIPTION_LIFECYCLE.take(inReview, 'approve', 'staff')).message).toBe('Only the prescriber may approve a subscription.');
    expect(refusalOf(() => SUBSCRIPTION_LIFECYCLE.take(subscription('active'), 'cancel', 'staff')).message).toBe('Only the customer may cancel a subscription.');
    expect(inReview.status).toBe('review');
  });

  it('answers a prescriber with the codes and words the API has always given', () => {
    for (const decision of ['approve', 'decline'] as const) {
      expect(refusalOf(() => SUBSCRIPTION_LIFECYCLE.take(subscription('active'), decision, 'prescriber'))).toMatchObject({
        code: 'SUBSCRIPTION.NOT_IN_REVIEW',
        message: 'Only a subscription under review can be approved or declined; this one is active.',
      });
    }
  });

  it('lets the customer cancel only a running treatment', () => {
    expect(SUBSCRIPTION_LIFECYCLE.allows('cancel', 'active', 'customer')).toBe(true);
    expect(SUBSCRIPTION_LIFECYCLE.allows('cancel', 'shipping', 'customer')).toBe(true);
    expect(refusalOf(() => SUBSCRIPTION_LIFECYCLE.take(subscription('review'), 'cancel', 'customer'))).toMatchObject({
      code: 'SUBSCRIPTION.ACTION_NOT_ALLOWED',
      message: 'Only an active treatment can be cancelled; this one is review.',
    });
  });

  it('lets staff end only shipping, active or pending subscriptions (spec §4), and says why not', () => {
    for (const status of ['active', 'shipping', 'pending'] as const) expect(SUBSCRIPTION_LIFECYCLE.allows('end', status, 'staff')).toBe(true);
    expect(refusalOf(() => SUBSCRIPTION_LIFECYCLE.take(subscription('cancelled'), 'end', 'staff'))).toMatchObject({
      code: 'SUBSCRIPTION.ACTION_REFUSED',
      message: 'This subscription is already cancelled.',
    });
    expect(refusalOf(() => SUBSCRIPTION_LIFECYCLE.take(subscription('review'), 'end', 'staff')).message).toMatch(/this one is review/);
  });

  it('keeps a cancelled subscription cancelled: no transition leaves it', () => {
    for (const declared of Object.values(SUBSCRIPTION_LIFECYCLE.declaration.transitions)) expect(declared.from).not.toContain('cancelled');
  });

  it('declares a meaning for every state', () => {
    expect(Object.keys(SUBSCRIPTION_LIFECYCLE.declaration.states).sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
  });
});
