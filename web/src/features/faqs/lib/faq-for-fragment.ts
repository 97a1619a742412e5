import type { Faq } from '../../../components/faq/faq';
import { slugify } from '../../../lib/slugify';

interface FaqGroup {
  title: string;
  faqs: Faq[];
}

interface FragmentTarget {
  /** The element to scroll to. */
  id: string;
  /** The question to open, when the fragment names one rather than a topic. */
  question?: string;
}

/**
 * What a #fragment on /faqs points at: a topic ('#delivery-and-billing'), or the
 * first question whose words include it ('#refunds' opens "How do refunds work?").
 */
export function faqForFragment(groups: FaqGroup[], fragment: string): FragmentTarget | undefined {
  const wanted = slugify(decoded(fragment));
  if (!wanted) return undefined;
  if (groups.some((group) => slugify(group.title) === wanted)) return { id: wanted };
  for (const group of groups) {
    const faq = group.faqs.find((item) => slugify(item.q).includes(wanted));
    if (faq) return { id: slugify(faq.q), question: faq.q };
  }
  return undefined;
}

/** A fragment typed or cut short can hold a '%' that starts no escape: it is then taken as it is. */
function decoded(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
