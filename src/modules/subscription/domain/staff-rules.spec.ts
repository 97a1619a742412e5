import { currentItemOf, whyNotChange, whyNotEdit, whyNotRemove } from './staff-rules';

describe('back-office rules', () => {
  it('never removes a shipped or paid item, nor the last one', () => {
    expect(whyNotRemove('upcoming', 2)).toBeNull();
    expect(whyNotRemove('shipped', 2)).toBe('A shipped item cannot be removed.');
    expect(whyNotRemove('paid', 2)).toBe('A paid item cannot be removed.');
    expect(whyNotRemove('upcoming', 1)).toMatch(/at least one item/);
  });

  it('changes an item unless shipped, and nothing on an ended subscription', () => {
    expect(whyNotChange('paid')).toBeNull();
    expect(whyNotChange('shipped')).toMatch(/shipped/);
    expect(whyNotEdit('active')).toBeNull();
    expect(whyNotEdit('cancelled')).toMatch(/cancelled/);
  });

  it('takes the first item still to supply as the current one, else the last', () => {
    expect(currentItemOf([{ status: 'shipped', code: 'A' }, { status: 'upcoming', code: 'B' }])?.code).toBe('B');
    expect(currentItemOf([{ status: 'shipped', code: 'A' }, { status: 'shipped', code: 'C' }])?.code).toBe('C');
    expect(currentItemOf([])).toBeUndefined();
  });
});
