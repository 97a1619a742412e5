import { Link } from '@tanstack/react-router';
import { Skeleton } from '../../../components/feedback/skeleton';
import { StarRating } from '../../../components/rating/star-rating';
import { formatAverage, formatCount } from '../../../lib/format/format-rating';
import type { HomeContent } from '../api/get-home-content';
import styles from './home-hero.module.css';

interface HeroReviewsProps {
  summary: HomeContent['reviewSummary'] | undefined;
  isPending: boolean;
}

/** Our own customers' rating; the box keeps its height while it loads or if it cannot. */
export function HeroReviews({ summary, isPending }: HeroReviewsProps) {
  return (
    <div className={styles.reviews}>
      {isPending && <Skeleton width={260} height={22} radius={6} />}
      {summary && summary.count > 0 && (
        <Link to="/reviews" className={styles.reviewsLink}>
          <StarRating value={summary.average} decorative />
          <span>
            <strong>{formatAverage(summary.average)}</strong> out of 5 from {formatCount(summary.count)} reviews
          </span>
        </Link>
      )}
    </div>
  );
}
