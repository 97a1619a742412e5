import { whyNotCloseForErasure } from './erasure-rules';

describe('closing treatments for an erasure', () => {
  const subscription = (status: 'active' | 'review' | 'processing' | 'cancelled' | 'failed' | 'pending', ...items: ('upcoming' | 'paid' | 'packaging' | 'shipped' | 'cancelled' | 'refunded')[]) => ({
    id: 12,
    status,
    items: items.map((item) => ({ status: item })),
  });

  it('goes ahead when nothing paid is still owed to the patient', () => {
    expect(whyNotCloseForErasure([])).toBeNull();
    expect(whyNotCloseForErasure([subscription('active', 'shipped', 'upcoming'), subscription('cancelled', 'refunded'), subscription('failed', 'shipped', 'upcoming'), subscription('pending', 'upcoming')])).toBeNull();
  });

  it('stops at an order waiting for the prescriber, being processed, or a paid supply not yet sent, naming the order', () => {
    expect(whyNotCloseForErasure([subscription('review', 'paid')])).toMatch(/^Order #12 is paid and waiting for the prescriber/);
    expect(whyNotCloseForErasure([subscription('processing', 'upcoming')])).toMatch(/^Order #12 is still being processed/);
    expect(whyNotCloseForErasure([subscription('active', 'shipped', 'paid')])).toMatch(/^Order #12 has a paid supply not yet sent/);
    expect(whyNotCloseForErasure([subscription('active', 'packaging')])).toMatch(/paid supply not yet sent/);
  });
});
