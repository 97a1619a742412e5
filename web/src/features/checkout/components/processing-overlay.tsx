import styles from './processing-overlay.module.css';

/** Covers the screen while the payment is under way, so nothing is pressed twice and the page is not left half-way. */
export function ProcessingOverlay({ visible }: { visible: boolean }) {
  // The status region stays mounted so the words are announced when they appear.
  return (
    <div role="status" className={visible ? styles.overlay : undefined}>
      {visible && (
        <div className={styles.panel}>
          <span className={styles.spinner} aria-hidden="true" />
          <p className={styles.title}>Processing payment...</p>
          <p className={styles.note}>Please don’t close or refresh this page.</p>
        </div>
      )}
    </div>
  );
}
