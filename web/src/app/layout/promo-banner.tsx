import styles from './promo-banner.module.css';

export function PromoBanner() {
  return (
    <aside className={styles.banner} aria-label="Current offer">
      <p className={styles.text}>
        20% off your first order with code <strong className={styles.code}>DERMLOVE10</strong>{' '}
        <span className={styles.note}>(excludes tablets)</span>
      </p>
    </aside>
  );
}
