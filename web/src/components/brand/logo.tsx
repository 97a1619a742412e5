import { Link } from '@tanstack/react-router';
import { BRAND_NAME } from '../../lib/brand';
import styles from './logo.module.css';

export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label={`${BRAND_NAME} home`}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" />
        <path d="M16 7c4.5 5 7 8.6 7 11.6A7 7 0 0 1 9 18.6C9 15.6 11.5 12 16 7Z" />
      </svg>
      <span className={styles.wordmark}>{BRAND_NAME}</span>
    </Link>
  );
}
