import { useId } from 'react';
import type { ShopCategory } from '../api/get-shop';
import { ProductCard } from './product-card';
import styles from './category-products.module.css';

export function CategoryProducts({ category }: { category: ShopCategory }) {
  const titleId = useId();
  const single = category.items.length === 1;
  return (
    <section aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {category.title}
        </h2>
        <p className={styles.description}>{category.description}</p>
      </div>
      <ul className={single ? `${styles.grid} ${styles.single}` : styles.grid}>
        {category.items.map((item) => (
          <li key={item.slug}>
            <ProductCard item={item} wide={single} />
          </li>
        ))}
      </ul>
    </section>
  );
}
