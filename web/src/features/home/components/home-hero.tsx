import { AnchorButton } from '../../../components/buttons/anchor-button';
import { ButtonLink } from '../../../components/links/button-link';
import type { HomeContent } from '../api/get-home-content';
import { CONSULTATION_PATH } from '../lib/consultation-path';
import { HeroReviews } from './hero-reviews';
import styles from './home-hero.module.css';
import { FormulaQualities } from '../../../components/marketing/formula-qualities';

interface HomeHeroProps {
  reviewSummary: HomeContent['reviewSummary'] | undefined;
  isPending: boolean;
}

export function HomeHero({ reviewSummary, isPending }: HomeHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.intro}>
        <HeroReviews summary={reviewSummary} isPending={isPending} />
        <h1 id="home-title" className={styles.title}>
          Doctor-led skincare, personalised for you
        </h1>
        <p className={styles.lead}>
          Prescription-strength creams and tablets for acne, hormonal breakouts, pigmentation, rosacea and ageing skin,
          tailored to you by our dermatologist and adjusted as your skin changes.
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/shop" kind="primary" size="large" shape="round">
            Find your treatment
          </ButtonLink>
          <AnchorButton size="large" shape="round" href={CONSULTATION_PATH}>
            START FREE CONSULTATION
          </AnchorButton>
        </div>
        <FormulaQualities className={styles.qualities} />
      </div>
      <div className={styles.visual}>
        <img
          src="/images/home/hero.svg"
          alt="Our personalised formula bottle, a cream jar and a box of tablets"
          width={600}
          height={600}
          fetchPriority="high"
          className={styles.image}
        />
      </div>
    </section>
  );
}
