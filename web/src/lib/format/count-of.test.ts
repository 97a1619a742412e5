import { describe, expect, it } from 'vitest';
import { countOf } from './count-of';

describe('countOf', () => {
  it('writes one thing in the singular and any other count in the plural', () => {
    expect(countOf(1, 'flag')).toBe('1 flag');
    expect(countOf(0, 'flag')).toBe('0 flags');
    expect(countOf(2, 'supply', 'supplies')).toBe('2 supplies');
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
  });

  it('separates thousands as the UK does', () => {
    expect(countOf(100_003, 'subscription')).toBe('100,003 subscriptions');
  });
});
