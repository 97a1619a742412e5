import { Link } from '@tanstack/react-router';
import { FaqBlockSkeleton } from '../../../components/faq/faq-block-skeleton';
import type { Faq } from '../../../components/faq/faq';
import { PageSection } from '../../../components/layout/page-section';
import { FaqBlockIsland } from '../../../islands/islands';
import styles from './home-faqs.module.css';

interface HomeFaqsProps {
  faqs: Faq[] | undefined;
  isPending: boolean;
}

export function HomeFaqs({ faqs, isPending }: HomeFaqsProps) {
  if (!isPending && !faqs?.length) return null;
  return (
    <PageSection spacing="tight">
      <div className={styles.wrap}>
        {faqs ? <FaqBlockIsland chip="FAQ" title="Your questions, answered" faqs={faqs} /> : <FaqBlockSkeleton />}
        <p className={styles.more}>
          <Link to="/faqs">See all FAQs</Link>
        </p>
      </div>
    </PageSection>
  );
}
