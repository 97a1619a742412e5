import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';

const field = (props: Partial<Parameters<typeof DateField>[0]> = {}) => {
  render(<DateField label="New delivery date" value="" onChange={() => undefined} today="2026-12-07" maxDaysAhead={90} {...props} />);
  return screen.getByLabelText('New delivery date');
};

/** What a screen reader reads after the label: the texts the field's aria-describedby names, in order. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent?.trim())
    .filter(Boolean)
    .join(' ');

describe('the date field', () => {
  it('offers the days the server accepts, from tomorrow, and says so', () => {
    const input = field();
    expect([input.getAttribute('min'), input.getAttribute('max')]).toEqual(['2026-12-08', '2027-03-07']);
    expect(description(input)).toBe('Any day from 8 December 2026 to 7 March 2027.');
  });

  it('starts on the first day the prescription allows the next box, and says why', () => {
    const input = field({ prescriptionAllowsFrom: '2027-01-29' });
    expect(input.getAttribute('min')).toBe('2027-01-29');
    expect(description(input)).toBe('Your prescription allows the next box from 29 January 2027. Any day from 29 January 2027 to 7 March 2027.');
  });

  it('says nothing of the prescription when it allows tomorrow already', () => {
    const input = field({ prescriptionAllowsFrom: '2026-12-08' });
    expect(input.getAttribute('min')).toBe('2026-12-08');
    expect(description(input)).toBe('Any day from 8 December 2026 to 7 March 2027.');
  });

  it("marks the date invalid with the server's message, read before the hint", () => {
    const input = field({ error: 'Please choose a date after today.' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Please choose a date after today. Any day from 8 December 2026 to 7 March 2027.');
  });
});
