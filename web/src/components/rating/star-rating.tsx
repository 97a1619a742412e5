import { useId } from 'react';
import { formatAverage } from '../../lib/format/format-rating';
import styles from './star-rating.module.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

interface StarRatingProps {
  /** 0 to 5; fractions fill part of a star. */
  value: number;
  size?: number;
  /** Hidden from screen readers when text beside it already says the rating. */
  decorative?: boolean;
  className?: string;
}

/** Five stars filled to `value`, read out as "Rated 4.8 out of 5". */
export function StarRating({ value, size = 18, decorative, className }: StarRatingProps) {
  const clipId = useId();
  const filled = Math.max(0, Math.min(5, value)) / 5;
  const width = size * 5 + 4 * 2;
  return (
    <span
      className={className ? `${styles.rating} ${className}` : styles.rating}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `Rated ${formatAverage(value)} out of 5` })}
    >
      <svg width={width} height={size} viewBox={`0 0 ${width} ${size}`} aria-hidden="true" focusable="false">
        <defs>
          <clipPath id={clipId}>
            <rect width={width * filled} height={size} />
          </clipPath>
        </defs>
        {[0, 1, 2, 3, 4].map((index) => (
          <path key={`e${index}`} d={STAR} className={styles.empty} transform={starTransform(index, size)} />
        ))}
        <g clipPath={`url(#${clipId})`}>
          {[0, 1, 2, 3, 4].map((index) => (
            <path key={`f${index}`} d={STAR} className={styles.full} transform={starTransform(index, size)} />
          ))}
        </g>
      </svg>
    </span>
  );
}

function starTransform(index: number, size: number): string {
  return `translate(${index * (size + 2)} 0) scale(${size / 24})`;
}
