import styles from './spinner.module.css';

/** The turning ring shown while something loads or is under way; decorative (say what is happening beside it). CSS only. */
export function Spinner({ size = 'small' }: { size?: 'small' | 'large' }) {
  return <span className={size === 'large' ? `${styles.spinner} ${styles.large}` : styles.spinner} aria-hidden="true" />;
}
