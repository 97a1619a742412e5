import { useLocation } from '@tanstack/react-router';
import { FaqBlock } from '../../../components/faq/faq-block';
import { slugify } from '../../../lib/slugify';
import { useHydrated } from '../../../lib/use-hydrated';
import { useScrollIntoView } from '../../../lib/use-scroll-into-view';
import { useFaqs } from '../api/get-faqs';
import { faqForFragment } from '../lib/faq-for-fragment';

/**
 * Every group of questions on the FAQs page, the answer a #fragment names open. An island
 * (islands/islands.ts): it reads the FAQs from the query cache the server drew the page with.
 */
export function FaqGroups() {
  const groups = useFaqs().data?.groups ?? [];
  const fragment = useLocation({ select: (location) => location.hash });
  // The server never sees the #fragment: the page is drawn, and hydrated, with every answer
  // closed, and the answer the fragment names opens right after (hydration would keep the
  // drawn, closed answer otherwise).
  const target = useHydrated() ? faqForFragment(groups, fragment) : undefined;
  useScrollIntoView(target?.id);

  return groups.map((group) => (
    <div key={group.title} id={slugify(group.title)}>
      <FaqBlock
        // A new #fragment naming a question remounts the block with that question open.
        key={target?.question ?? ''}
        title={group.title}
        faqs={group.faqs}
        initiallyOpen={target?.question}
        withAnchors
      />
    </div>
  ));
}
