import { Skeleton } from '../../../components/feedback/skeleton';
import pickerStyles from './category-picker.module.css';
import productStyles from './category-products.module.css';
import styles from './shop-skeleton.module.css';

/** The picker and a row of product cards, the size they will be once the catalogue arrives. */
export function ShopSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading treatments…
      </span>
      <div className={pickerStyles.picker}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className={styles.pickerCard} radius={20} />
        ))}
      </div>
      <div className={styles.section}>
        <div className={productStyles.header}>
          <Skeleton width={220} height={38} radius={8} />
          <Skeleton className={styles.line} width="min(100%, 560px)" height={22} radius={6} />
        </div>
        <div className={productStyles.grid}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className={styles.productCard} radius={24} />
          ))}
        </div>
      </div>
    </div>
  );
}
