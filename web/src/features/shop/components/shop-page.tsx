import { FaqBlockSkeleton } from '../../../components/faq/faq-block-skeleton';
import { LoadError } from '../../../components/feedback/load-error';
import { PageHeader } from '../../../components/layout/page-header';
import { PageSection } from '../../../components/layout/page-section';
import { ShopCatalogueIsland } from '../../../islands/islands';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useShop } from '../api/get-shop';
import { ShopSkeleton } from './shop-skeleton';
import styles from './shop-page.module.css';

export function ShopPage() {
  useDocumentTitle('Find your treatment');
  const shop = useShop();

  return (
    <PageSection>
      <PageHeader title="Find your treatment" eyebrow="Shop">
        <p>
          All prescription treatments need a 5 minute consultation, reviewed by the dermatologist before anything is
          prescribed.
        </p>
      </PageHeader>
      {shop.isPending && <ShopSkeleton />}
      {shop.isError && <LoadError what="our treatments" error={shop.error} onRetry={() => void shop.refetch()} />}
      {shop.data && <ShopCatalogueIsland />}
      {shop.isPending && (
        <div className={styles.faqs}>
          <FaqBlockSkeleton />
        </div>
      )}
    </PageSection>
  );
}
