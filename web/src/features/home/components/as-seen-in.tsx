import { Skeleton } from '../../../components/feedback/skeleton';
import type { HomeContent } from '../api/get-home-content';
import styles from './as-seen-in.module.css';

interface AsSeenInProps {
  brands: HomeContent['asSeenIn'] | undefined;
  isPending: boolean;
}

export function AsSeenIn({ brands, isPending }: AsSeenInProps) {
  if (!isPending && !brands?.length) return null;
  return (
    <section className={styles.band} aria-labelledby="as-seen-in-title">
      <div className={styles.inner}>
        <h2 id="as-seen-in-title" className={styles.title}>
          As seen in
        </h2>
        <ul className={styles.logos} aria-busy={isPending}>
          {isPending
            ? [0, 1, 2, 3, 4].map((index) => (
                <li key={index}>
                  <Skeleton width={120} height={36} radius={6} />
                </li>
              ))
            : brands?.map((brand) => (
                <li key={brand.name}>
                  <img src={brand.logoUrl} alt={brand.name} width={200} height={60} loading="lazy" className={styles.logo} />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
