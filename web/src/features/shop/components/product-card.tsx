import { ButtonLink } from '../../../components/links/button-link';
import { Price } from '../../../components/price/price';
import type { ShopItem } from '../api/get-shop';
import styles from './product-card.module.css';

interface ProductCardProps {
  item: ShopItem;
  /** Image beside the text on wide screens: for a category with a single product. */
  wide?: boolean;
}

export function ProductCard({ item, wide }: ProductCardProps) {
  return (
    <article className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <div className={styles.media}>
        <img src={item.imageUrl} alt={item.title} width={600} height={600} loading="lazy" className={styles.image} />
        {item.labels.length > 0 && (
          <ul className={styles.labels} aria-label="Labels">
            {item.labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{item.title}</h3>
        <p className={styles.description}>{item.description}</p>
        {item.ingredients && (
          <p className={styles.ingredients}>
            <span className={styles.ingredientsLabel}>Key ingredients</span> {item.ingredients}
          </p>
        )}
      </div>
      <div className={styles.footer}>
        <Price text={item.price} pence={item.pricePence} suffix={item.priceSuffix ?? undefined} />
        {item.buttonHref ? (
          <ButtonLink
            to={item.buttonHref}
            kind="primary"
            shape="round"
            aria-label={`${item.buttonLabel}: ${item.title}`}
          >
            {item.buttonLabel}
          </ButtonLink>
        ) : (
          // Not a link: nothing to buy yet ('Coming soon!'), or an add-on with none on the shelf ('Out of stock').
          <span className={styles.soon}>{item.buttonLabel}</span>
        )}
      </div>
    </article>
  );
}
