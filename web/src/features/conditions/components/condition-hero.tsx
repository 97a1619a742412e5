import { AnchorButton } from '../../../components/buttons/anchor-button';
import type { ConditionPageData } from '../api/get-condition';
import styles from './condition-hero.module.css';

export function ConditionHero({ condition }: { condition: ConditionPageData }) {
  return (
    <section className={styles.hero} aria-labelledby="condition-title">
      <div className={styles.text}>
        <p className={styles.eyebrow}>Dermatologist-led treatment</p>
        <h1 id="condition-title" className={styles.title}>
          {condition.title}
        </h1>
        <p className={styles.intro}>{condition.intro}</p>
        {/* The consultation flow is not an app route: a plain link, full page load. */}
        <AnchorButton kind="primary" size="large" shape="round" href={condition.treatment} className={styles.cta}>
          Start free consultation
        </AnchorButton>
        <p className={styles.note}>Takes about 2 minutes. Reviewed by our dermatologist-led team.</p>
      </div>
      <img
        src={condition.imageUrl}
        alt={`An illustration of skin, for ${condition.title}`}
        width={800}
        height={600}
        fetchPriority="high"
        className={styles.image}
      />
    </section>
  );
}
