import { dispatchReference, supplyOfDispatchReference } from './dispatch-reference';

describe('dispatch reference', () => {
  it('is DO- and the supply number, padded to six digits and growing past them', () => {
    expect(dispatchReference(6)).toBe('DO-000006');
    expect(dispatchReference(123456)).toBe('DO-123456');
    expect(dispatchReference(1234567)).toBe('DO-1234567');
  });

  it('reads back what staff type into a search', () => {
    expect(supplyOfDispatchReference('DO-000006')).toBe(6);
    expect(supplyOfDispatchReference(' do6 ')).toBe(6);
    expect(supplyOfDispatchReference('DO 1234567')).toBe(1234567);
    expect(supplyOfDispatchReference('PRX6')).toBeNull();
    expect(supplyOfDispatchReference('DO-')).toBeNull();
  });
});
