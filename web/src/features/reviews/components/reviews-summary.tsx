import { Skeleton } from '../../../components/feedback/skeleton';
import { StarRating } from '../../../components/rating/star-rating';
import { formatAverage, formatCount } from '../../../lib/format/format-rating';
import type { ReviewsPage } from '../api/get-reviews';
import styles from './reviews-summary.module.css';

export function ReviewsSummary({ summary }: { summary: ReviewsPage['summary'] | undefined }) {
  return (
    <div className={styles.summary}>
      {summary ? (
        <>
          <StarRating value={summary.average} size={24} decorative />
          <p className={styles.text}>
            <strong>{formatAverage(summary.average)}</strong> out of 5, from {formatCount(summary.count)} verified reviews
          </p>
        </>
      ) : (
        <Skeleton width={280} height={28} radius={6} />
      )}
    </div>
  );
}
