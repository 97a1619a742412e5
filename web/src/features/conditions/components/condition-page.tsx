import { useMatch } from '@tanstack/react-router';
import { PageSection } from '../../../components/layout/page-section';
import { AboutUsBlock } from '../../../components/marketing/about-us-block';
import { NotFoundPage } from '../../../components/status/not-found-page';
import { BeforeAfterShowcaseIsland, FaqBlockIsland } from '../../../islands/islands';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCondition } from '../api/get-condition';
import type { ConditionSlug } from '../lib/condition-slugs';
import { ConditionHero } from './condition-hero';
import styles from './condition-page.module.css';

export function ConditionPage() {
  const slug = useMatch({ strict: false, select: (match) => match.staticData.conditionSlug });
  // Only the landing-page routes render this page, and each sets its slug.
  if (!slug) return <NotFoundPage />;
  return <ConditionContent slug={slug} />;
}

function ConditionContent({ slug }: { slug: ConditionSlug }) {
  const { data: condition } = useCondition(slug);
  useDocumentTitle(condition.title);
  return (
    <>
      <ConditionHero condition={condition} />
      {condition.faqs.length > 0 && (
        <PageSection>
          <div className={styles.faqs}>
            <FaqBlockIsland chip="FAQ" title={condition.faqsTitle} faqs={condition.faqs} />
          </div>
        </PageSection>
      )}
      <PageSection spacing="tight">
        <BeforeAfterShowcaseIsland relatedTo={slug} />
      </PageSection>
      <PageSection spacing="tight">
        <AboutUsBlock />
      </PageSection>
    </>
  );
}
