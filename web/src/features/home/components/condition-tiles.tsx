import { Link } from '@tanstack/react-router';
import { LoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/feedback/skeleton';
import { PageSection } from '../../../components/layout/page-section';
import { SectionHeading } from '../../../components/layout/section-heading';
import { ButtonLink } from '../../../components/links/button-link';
import type { HomeContent } from '../api/get-home-content';
import styles from './condition-tiles.module.css';

const TILE_COUNT = 6;

interface ConditionTilesProps {
  tiles: HomeContent['conditionTiles'] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

export function ConditionTiles({ tiles, isPending, error, onRetry }: ConditionTilesProps) {
  return (
    <PageSection>
      <section aria-labelledby="conditions-title">
        <SectionHeading id="conditions-title" eyebrow="Our treatments" title="What would you like to treat?">
          <p>Personalised prescription formulas for the skin concerns we see most.</p>
        </SectionHeading>
        {error ? (
          <LoadError what="our treatments" error={error} onRetry={onRetry} />
        ) : (
          <ul className={styles.grid} aria-busy={isPending}>
            {isPending
              ? Array.from({ length: TILE_COUNT }, (_, index) => (
                  <li key={index}>
                    <Skeleton aspectRatio="4 / 3" radius={20} />
                    <Skeleton className={styles.skeletonLabel} width="50%" height={24} radius={6} />
                  </li>
                ))
              : tiles?.map((tile) => (
                  <li key={tile.href}>
                    <Link to={tile.href} className={styles.tile}>
                      <img src={tile.imageUrl} alt="" width={800} height={600} loading="lazy" className={styles.image} />
                      <span className={styles.label}>
                        {tile.title}
                        <span className={styles.arrow} aria-hidden="true">
                          →
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
          </ul>
        )}
        <div className={styles.more}>
          <ButtonLink to="/shop" kind="primary" size="large" shape="round">
            Take me to the shop
          </ButtonLink>
        </div>
      </section>
    </PageSection>
  );
}
