import { StarRating } from '../../../components/rating/star-rating';
import { formatDate } from '../../../lib/format/format-date';
import type { Review } from '../api/get-reviews';
import styles from './review-card.module.css';

export function ReviewCard({ review }: { review: Review }) {
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <StarRating value={review.rating} />
        <time dateTime={review.date} className={styles.date}>
          {formatDate(review.date)}
        </time>
      </div>
      <h2 className={styles.title}>{review.title}</h2>
      <p className={styles.body}>{review.body}</p>
      <p className={styles.author}>
        {review.name}
        {review.treatment && <span className={styles.treatment}> · {review.treatment}</span>}
      </p>
    </article>
  );
}
