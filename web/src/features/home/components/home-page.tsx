import { PageSection } from '../../../components/layout/page-section';
import { AboutUsBlock } from '../../../components/marketing/about-us-block';
import { BeforeAfterShowcaseIsland } from '../../../islands/islands';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHomeContent } from '../api/get-home-content';
import { ActionFooter } from './action-footer';
import { AsSeenIn } from './as-seen-in';
import { ConditionTiles } from './condition-tiles';
import { HomeFaqs } from './home-faqs';
import { HomeHero } from './home-hero';
import { HowItWorks } from './how-it-works';
import { SocialStrip } from './social-strip';
import { WhatsInside } from './whats-inside';

export function HomePage() {
  useDocumentTitle('Doctor-led skincare, personalised for you');
  const content = useHomeContent();
  const data = content.data;
  const isPending = content.isPending;

  return (
    <>
      <HomeHero reviewSummary={data?.reviewSummary} isPending={isPending} />
      <AsSeenIn brands={data?.asSeenIn} isPending={isPending} />
      <ConditionTiles
        tiles={data?.conditionTiles}
        isPending={isPending}
        error={content.isError ? content.error : null}
        onRetry={() => void content.refetch()}
      />
      <HowItWorks />
      <PageSection>
        <BeforeAfterShowcaseIsland />
      </PageSection>
      <PageSection spacing="tight">
        <AboutUsBlock />
      </PageSection>
      <WhatsInside />
      <HomeFaqs faqs={data?.faqs} isPending={isPending} />
      <SocialStrip posts={data?.socialStrip} isPending={isPending} />
      <ActionFooter />
    </>
  );
}
