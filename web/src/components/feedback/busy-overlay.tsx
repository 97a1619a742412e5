import { Spinner } from './spinner';
import styles from './busy-overlay.module.css';

interface BusyOverlayProps {
  visible: boolean;
  /** Said in a panel under the spinner ('Processing payment...'); without it, only 'Please wait…' to screen readers. */
  title?: string;
  note?: string;
}

/** Covers the screen while a call is under way, so nothing is pressed twice and the page is not left half-way. */
export function BusyOverlay({ visible, title, note }: BusyOverlayProps) {
  // The status region stays mounted so the words are announced when they appear.
  return (
    <div role="status" className={visible ? styles.overlay : undefined}>
      {visible &&
        (title ? (
          <div className={styles.panel}>
            <Spinner size="large" />
            <p className={styles.title}>{title}</p>
            {note && <p className={styles.note}>{note}</p>}
          </div>
        ) : (
          <>
            <Spinner size="large" />
            <span className="visually-hidden">Please wait…</span>
          </>
        ))}
    </div>
  );
}
