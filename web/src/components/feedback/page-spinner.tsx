import { Spinner } from './spinner';
import styles from './page-spinner.module.css';

/** Shown while a page's code loads; CSS-only so it costs nothing in the entry chunk. */
export function PageSpinner() {
  return (
    <div className={styles.wrap} role="status">
      <Spinner />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
