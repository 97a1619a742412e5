import { AnchorButton } from '../../../components/buttons/anchor-button';
import { Price } from '../../../components/price/price';
import type { TreatmentPageData } from '../api/get-treatment';
import styles from './product-summary.module.css';
import { FormulaQualities } from '../../../components/marketing/formula-qualities';

export function ProductSummary({ treatment }: { treatment: TreatmentPageData }) {
  return (
    <div className={styles.summary}>
      {treatment.tags.length > 0 && (
        <ul className={styles.tags} aria-label="About this treatment">
          {treatment.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <h1 className={styles.title}>{treatment.title}</h1>
      <div className={styles.prices}>
        <Price text={treatment.price} suffix={treatment.priceSuffix ?? undefined} size="large" />
        {treatment.subPrice && <p className={styles.subPrice}>{treatment.subPrice}</p>}
      </div>
      <p className={styles.description}>{treatment.description}</p>
      {/* The consultation flow is not an app route: a plain link, full page load. */}
      <AnchorButton kind="primary" size="large" shape="round" block href={treatment.treatment} className={styles.cta}>
        Add to cart
      </AnchorButton>
      <p className={styles.note}>
        Next, a free consultation of about 5 minutes. Our dermatologist reviews it before anything is prescribed.
      </p>
      <FormulaQualities className={styles.qualities} />
    </div>
  );
}
