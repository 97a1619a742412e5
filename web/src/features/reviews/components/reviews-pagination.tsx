import { Link } from '@tanstack/react-router';
import { pageNumbers } from '../lib/page-numbers';
import styles from './reviews-pagination.module.css';

interface ReviewsPaginationProps {
  page: number;
  lastPage: number;
}

/** Real links (?page=2), so every page of reviews has its own address. */
export function ReviewsPagination({ page, lastPage }: ReviewsPaginationProps) {
  const searchFor = (target: number) => (target > 1 ? { page: target } : {});
  return (
    <nav aria-label="Reviews pages" className={styles.pagination}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link to="/reviews" search={searchFor(page - 1)} className={styles.step} rel="prev">
              ← Previous
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              ← Previous
            </span>
          )}
        </li>
        {pageNumbers(page, lastPage).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to="/reviews"
                search={searchFor(number)}
                className={styles.number}
                aria-label={`Page ${number}`}
                aria-current={number === page ? 'page' : undefined}
                activeOptions={{ exact: true, includeSearch: true }}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <Link to="/reviews" search={searchFor(page + 1)} className={styles.step} rel="next">
              Next →
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              Next →
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
