import { getRouteApi } from '@tanstack/react-router';
import { FaqBlock } from '../../../components/faq/faq-block';
import { FaqBlockSkeleton } from '../../../components/faq/faq-block-skeleton';
import { LoadError } from '../../../components/feedback/load-error';
import { PageHeader } from '../../../components/layout/page-header';
import { PageSection } from '../../../components/layout/page-section';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useShop, type ShopCategoryKey } from '../api/get-shop';
import { CategoryPicker } from './category-picker';
import { CategoryProducts } from './category-products';
import { ShopSkeleton } from './shop-skeleton';
import styles from './shop-page.module.css';

const shopRoute = getRouteApi('/shop');

export function ShopPage() {
  useDocumentTitle('Find your treatment');
  const { category } = shopRoute.useSearch();
  const navigate = shopRoute.useNavigate();
  const shop = useShop();
  const categories = shop.data?.categories ?? [];
  const shown = category ? categories.filter((item) => item.key === category) : categories;

  function toggle(key: ShopCategoryKey) {
    // Clicking the chosen category again shows everything; the page stays where it is.
    void navigate({ search: key === category ? {} : { category: key }, resetScroll: false });
  }

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
      {shop.data && (
        <>
          <CategoryPicker categories={categories} selected={category} onToggle={toggle} />
          <div className={styles.results} aria-live="polite">
            {category && <span className="visually-hidden">Showing {shown[0]?.title ?? 'one category'} only.</span>}
            {shown.map((item) => (
              <CategoryProducts key={item.key} category={item} />
            ))}
          </div>
          {shop.data.faqs.length > 0 && (
            <div className={styles.faqs}>
              <FaqBlock chip="FAQ" title="Questions about our treatments" faqs={shop.data.faqs} />
            </div>
          )}
        </>
      )}
      {shop.isPending && (
        <div className={styles.faqs}>
          <FaqBlockSkeleton />
        </div>
      )}
    </PageSection>
  );
}
