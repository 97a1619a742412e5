import { describe, expect, it } from 'vitest';
import { approvalDeliveryText } from './approval-delivery';

describe('the approve dialog says which delivery date applies', () => {
  it('names the date set during the review while it is still ahead', () => {
    expect(approvalDeliveryText('2026-05-02', '2026-03-10')).toBe('The next delivery stays on 02/05/2026, the date set during the review.');
  });

  it('says one interval from today when no date was set, or the one set has passed', () => {
    expect(approvalDeliveryText(null, '2026-03-10')).toBe('The next delivery is set one supply interval from today.');
    expect(approvalDeliveryText('2026-03-10', '2026-03-10')).toBe('The next delivery is set one supply interval from today (the date set during the review, 10/03/2026, has passed).');
  });
});
