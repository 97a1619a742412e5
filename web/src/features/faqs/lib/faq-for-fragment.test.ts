import { describe, expect, it } from 'vitest';
import { faqForFragment } from './faq-for-fragment';

const groups = [
  { title: 'Your consultation', faqs: [{ q: 'Is the consultation really free?', a: 'Yes.' }] },
  { title: 'Delivery and billing', faqs: [{ q: 'How do refunds work?', a: 'See the terms.' }] },
];

describe('what a #fragment on /faqs points at', () => {
  it('is a topic, or the first question whose words include it, opened', () => {
    expect(faqForFragment(groups, 'delivery-and-billing')).toEqual({ id: 'delivery-and-billing' });
    expect(faqForFragment(groups, 'refunds')).toEqual({ id: 'how-do-refunds-work', question: 'How do refunds work?' });
    expect(faqForFragment(groups, 'Really%20free')).toEqual({ id: 'is-the-consultation-really-free', question: 'Is the consultation really free?' });
  });

  it('is nothing for an empty fragment or words no question has, and a stray % is taken as it is', () => {
    expect(faqForFragment(groups, '')).toBeUndefined();
    expect(faqForFragment(groups, 'parking')).toBeUndefined();
    expect(faqForFragment(groups, '100%')).toBeUndefined();
    expect(faqForFragment(groups, 'refunds%E0')).toBeUndefined();
  });
});
