import { mirroredFlag, overlappingSubscriptionsFlag, sameAddressFlag, sameCardFlag, samePersonFlag, tooSoonFlag } from './order-risk-rules';

describe('order-risk rules', () => {
  describe('same address', () => {
    it('flags another customer at the address, naming them', () => {
      const flag = sameAddressFlag('1 High Street, Leeds, LS1 1AA', [{ userId: 12, name: 'Sam Lee' }]);
      expect(flag).toEqual({ kind: 'same_address', details: 'The delivery address 1 High Street, Leeds, LS1 1AA is also the address of Sam Lee (account #12).', evidence: '12' });
    });

    it('raises nothing for an address nobody else has, or no address', () => {
      expect(sameAddressFlag('1 High Street, Leeds, LS1 1AA', [])).toBeNull();
      expect(sameAddressFlag(null, [{ userId: 12, name: 'Sam Lee' }])).toBeNull();
    });

    it('names five accounts and counts the rest', () => {
      const others = [1, 2, 3, 4, 5, 6, 7].map((userId) => ({ userId, name: `P${userId}` }));
      const flag = sameAddressFlag('x', others)!;
      expect(flag.details).toBe('The delivery address x is also the address of P1 (account #1), P2 (account #2), P3 (account #3), P4 (account #4), P5 (account #5) and 2 more.');
      expect(flag.evidence).toBe('1,2,3,4,5,6,7');
    });

    it('gives the same evidence whatever order the accounts come in', () => {
      const a = sameAddressFlag('x', [{ userId: 3, name: 'A' }, { userId: 1, name: 'B' }]);
      const b = sameAddressFlag('x', [{ userId: 1, name: 'B' }, { userId: 3, name: 'A' }]);
      expect(a!.evidence).toBe('1,3');
      expect(b!.evidence).toBe('1,3');
    });
  });

  describe('same card', () => {
    it('flags the card used by another customer, listing their subscriptions', () => {
      const flag = sameCardFlag(5, [
        { userId: 5, name: 'Me', subscriptionId: 50 },
        { userId: 7, name: 'Ann Hill', subscriptionId: 70 },
        { userId: 7, name: 'Ann Hill', subscriptionId: 71 },
      ]);
      expect(flag).toEqual({ kind: 'same_card', details: 'The card paying for this subscription is also used by Ann Hill (account #7: subscription #70, #71).', evidence: '7' });
    });

    it('does not flag the patient’s own other subscriptions on the card', () => {
      expect(sameCardFlag(5, [{ userId: 5, name: 'Me', subscriptionId: 50 }])).toBeNull();
      expect(sameCardFlag(5, [])).toBeNull();
    });
  });

  describe('same person', () => {
    it('flags other accounts with the same name and date of birth', () => {
      expect(samePersonFlag([{ userId: 9, name: 'Priya Shah' }])).toEqual({
        kind: 'same_person',
        details: 'The same name and date of birth are on another account: Priya Shah (account #9).',
        evidence: '9',
      });
      expect(samePersonFlag([{ userId: 9, name: 'P S' }, { userId: 4, name: 'P S' }])!.details).toContain('other accounts');
      expect(samePersonFlag([])).toBeNull();
    });
  });

  describe('overlapping subscriptions', () => {
    const current = { id: 10, condition: 'acne' };

    it('flags another ongoing subscription of the patient for the same condition', () => {
      const flag = overlappingSubscriptionsFlag(current, [
        { id: 8, condition: 'acne', status: 'active' },
        { id: 9, condition: 'rosacea', status: 'active' },
      ]);
      expect(flag).toEqual({ kind: 'overlapping_subscription', details: 'The patient has another ongoing subscription for acne: #8 (active).', evidence: '8' });
    });

    it('ignores cancelled and unpaid subscriptions, other conditions and itself', () => {
      expect(
        overlappingSubscriptionsFlag(current, [
          { id: 10, condition: 'acne', status: 'review' },
          { id: 7, condition: 'acne', status: 'cancelled' },
          { id: 6, condition: 'acne', status: 'pending' },
          { id: 5, condition: 'ageing', status: 'active' },
        ]),
      ).toBeNull();
    });
  });

  describe('sooner than the prescribed interval', () => {
    const conditions = new Map([
      [1, 'acne'],
      [2, 'acne'],
      [3, 'rosacea'],
    ]);
    const supply = (subscriptionId: number, subscriptionItemId: number, suppliedOn: string, minIntervalDays = 28) => ({ subscriptionId, subscriptionItemId, medicine: 'Tretinoin 0.025% cream', suppliedOn, minIntervalDays });

    it('flags a new order for the condition before the last supply’s interval has run', () => {
      const flag = tooSoonFlag({ subscriptionId: 2, condition: 'acne', orderedOn: '2026-03-10' }, [supply(1, 100, '2026-03-01')], conditions);
      expect(flag).toEqual({
        kind: 'too_soon',
        details: 'Ordered on 2026-03-10, but Tretinoin 0.025% cream was supplied on 2026-03-01 (subscription #1) and its prescription allows the next supply no earlier than 2026-03-29 (every 28 days at least).',
        evidence: 'review:100',
      });
    });

    it('allows an order on or after the day the interval ends', () => {
      expect(tooSoonFlag({ subscriptionId: 2, condition: 'acne', orderedOn: '2026-03-29' }, [supply(1, 100, '2026-03-01')], conditions)).toBeNull();
    });

    it('ignores supplies for another condition, and a renewal’s own supply', () => {
      expect(tooSoonFlag({ subscriptionId: 2, condition: 'acne', orderedOn: '2026-03-10' }, [supply(3, 300, '2026-03-01')], conditions)).toBeNull();
      expect(tooSoonFlag({ subscriptionId: 1, condition: 'acne', orderedOn: '2026-03-10', orderedItemId: 101 }, [supply(1, 101, '2026-03-10')], conditions)).toBeNull();
    });

    it('flags a renewal paid too soon after the subscription’s previous supply', () => {
      const flag = tooSoonFlag({ subscriptionId: 1, condition: 'acne', orderedOn: '2026-03-10', orderedItemId: 101 }, [supply(1, 101, '2026-03-10'), supply(1, 100, '2026-03-01')], conditions);
      expect(flag).toMatchObject({ kind: 'too_soon', evidence: '101:100' });
      expect(flag!.details).toContain('(this subscription)');
    });
  });
});

describe('mirrored flags', () => {
  const me = { userId: 20, name: 'Beth Cole' };

  it('tells the other patient’s review the same thing, naming this patient', () => {
    expect(mirroredFlag('same_address', me, 10, { address: '7 Orchard Row, Leeds, LS2 7AB', subscriptionId: 200 })).toEqual({
      kind: 'same_address',
      details: 'The delivery address 7 Orchard Row, Leeds, LS2 7AB is also the address of Beth Cole (account #20).',
      evidence: '20',
    });
    expect(mirroredFlag('same_card', me, 10, { address: null, subscriptionId: 200 })).toMatchObject({ kind: 'same_card', details: expect.stringContaining('Beth Cole (account #20: subscription #200)'), evidence: '20' });
    expect(mirroredFlag('same_person', me, 10, { address: null, subscriptionId: 200 })).toMatchObject({ kind: 'same_person', evidence: '20' });
  });
});
