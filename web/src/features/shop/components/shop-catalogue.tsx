import { getRouteApi } from '@tanstack/react-router';
import { FaqBlock } from '../../../components/faq/faq-block';
import { useShop, type ShopCategoryKey } from '../api/get-shop';
import { CategoryPicker } from './category-picker';
import { CategoryProducts } from './category-products';
import styles from './shop-page.module.css';

const shopRoute = getRouteApi('/shop');

/**
 * The shop's treatments, by category, with the category filter and the shop's FAQs. An island
 * (islands/islands.ts): the filter lives in the address, so a filtered shop can be shared.
 */
export function ShopCatalogue() {
  const { category } = shopRoute.useSearch();
  const navigate = shopRoute.useNavigate();
  const shop = useShop().data;
  if (!shop) return null;
  const shown = category ? shop.categories.filter((item) => item.key === category) : shop.categories;

  function toggle(key: ShopCategoryKey) {
    // Clicking the chosen category again shows everything; the page stays where it is.
    void navigate({ search: key === category ? {} : { category: key }, resetScroll: false });
  }

  return (
    <>
      <CategoryPicker categories={shop.categories} selected={category} onToggle={toggle} />
      <div className={styles.results} aria-live="polite">
        {category && <span className="visually-hidden">Showing {shown[0]?.title ?? 'one category'} only.</span>}
        {shown.map((item) => (
          <CategoryProducts key={item.key} category={item} />
        ))}
      </div>
      {shop.faqs.length > 0 && (
        <div className={styles.faqs}>
          <FaqBlock chip="FAQ" title="Questions about our treatments" faqs={shop.faqs} />
        </div>
      )}
    </>
  );
}
