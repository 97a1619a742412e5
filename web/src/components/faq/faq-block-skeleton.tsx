import { Skeleton } from '../feedback/skeleton';
import styles from './faq-block.module.css';

interface FaqBlockSkeletonProps {
  count?: number;
  withTitle?: boolean;
}

/** The size of a closed FaqBlock while its questions load. */
export function FaqBlockSkeleton({ count = 5, withTitle = true }: FaqBlockSkeletonProps) {
  return (
    <div className={styles.block} aria-busy="true">
      {withTitle && (
        <div className={styles.header}>
          <Skeleton width="min(60%, 360px)" height={38} radius={8} />
        </div>
      )}
      <div className={styles.list}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.item}>
            <div className={styles.skeletonRow}>
              <Skeleton width={`${70 - (index % 3) * 12}%`} height={22} radius={6} />
            </div>
          </div>
        ))}
      </div>
      <span className="visually-hidden" role="status">
        Loading questions…
      </span>
    </div>
  );
}
