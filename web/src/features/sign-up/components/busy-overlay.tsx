import styles from './busy-overlay.module.css';

/** Covers the screen while a call is in flight, so nothing is pressed twice. */
export function BusyOverlay({ visible }: { visible: boolean }) {
  // The status region stays mounted so "Please wait" is announced when it appears.
  return (
    <div role="status" className={visible ? styles.overlay : undefined}>
      {visible && (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">Please wait…</span>
        </>
      )}
    </div>
  );
}
