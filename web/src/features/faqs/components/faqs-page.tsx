import { FaqBlockSkeleton } from '../../../components/faq/faq-block-skeleton';
import { LoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/feedback/skeleton';
import { PageHeader } from '../../../components/layout/page-header';
import { PageSection } from '../../../components/layout/page-section';
import { FaqGroupsIsland } from '../../../islands/islands';
import { CONTACT_EMAIL } from '../../../lib/brand';
import { slugify } from '../../../lib/slugify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFaqs } from '../api/get-faqs';
import styles from './faqs-page.module.css';

export function FaqsPage() {
  useDocumentTitle('FAQs');
  const faqs = useFaqs();
  const groups = faqs.data?.groups ?? [];

  return (
    <PageSection>
      <PageHeader title="Frequently asked questions" eyebrow="FAQs">
        <p>
          Can’t find your answer? Email us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> and our team will
          help.
        </p>
      </PageHeader>
      {faqs.isPending && (
        <div className={styles.topics} aria-hidden="true">
          <ul>
            {[120, 110, 150].map((width) => (
              <li key={width}>
                <Skeleton width={width} height={42} radius={999} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {groups.length > 1 && (
        <nav aria-label="FAQ topics" className={styles.topics}>
          <ul>
            {groups.map((group) => (
              <li key={group.title}>
                <a href={`#${slugify(group.title)}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.groups}>
        {faqs.isPending && [0, 1, 2].map((index) => <FaqBlockSkeleton key={index} count={3} />)}
        {faqs.isError && <LoadError what="our FAQs" error={faqs.error} onRetry={() => void faqs.refetch()} />}
        {faqs.data && <FaqGroupsIsland />}
      </div>
    </PageSection>
  );
}
