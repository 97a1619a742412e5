import { renewalBatchJobId } from './renewal.jobs';

describe('renewalBatchJobId', () => {
  const batch = [
    { subscriptionId: 4, dueOn: '2026-12-01', userId: 40 },
    { subscriptionId: 9, dueOn: '2026-11-30', userId: 90 },
  ];

  it('is the same for the same subscriptions due on the same dates swept the same day', () => {
    expect(renewalBatchJobId(batch, '2026-12-01')).toBe(renewalBatchJobId([...batch.map((renewal) => ({ ...renewal }))], '2026-12-01'));
    expect(renewalBatchJobId(batch, '2026-12-01')).toMatch(/^renewals-4-to-9-[\w-]{16}-swept-2026-12-01$/);
  });

  it('differs when a due date in the batch differs, or on another day', () => {
    const moved = [batch[0], { ...batch[1], dueOn: '2026-12-01' }];
    expect(renewalBatchJobId(moved, '2026-12-01')).not.toBe(renewalBatchJobId(batch, '2026-12-01'));
    expect(renewalBatchJobId(batch, '2026-12-02')).not.toBe(renewalBatchJobId(batch, '2026-12-01'));
  });
});
