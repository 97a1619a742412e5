import { PageSection } from '../../../components/layout/page-section';
import { ButtonLink } from '../../../components/links/button-link';
import styles from './whats-inside.module.css';

const ACTIVES = [
  { name: 'Tretinoin', detail: 'the gold-standard retinoid for breakouts, texture and fine lines' },
  { name: 'Azelaic acid', detail: 'calms redness and fades dark marks' },
  { name: 'Niacinamide', detail: 'strengthens the skin barrier and evens tone' },
];

export function WhatsInside() {
  return (
    <PageSection spacing="tight">
      <section className={styles.panel} aria-labelledby="inside-title">
        <img
          src="/images/gallery/ingredients.svg"
          alt="Botanical drawings of the active ingredients in our formulas"
          width={600}
          height={600}
          loading="lazy"
          className={styles.image}
        />
        <div className={styles.text}>
          <p className={styles.eyebrow}>Clinically proven actives</p>
          <h2 id="inside-title" className={styles.title}>
            What’s inside
          </h2>
          <p className={styles.lead}>
            Prescription-grade ingredients in strengths chosen for your skin. Every formula is vegan, fragrance free and
            cruelty free.
          </p>
          <ul className={styles.list}>
            {ACTIVES.map((active) => (
              <li key={active.name}>
                <strong>{active.name}</strong>: {active.detail}
              </li>
            ))}
          </ul>
          <ButtonLink to="/ingredients" size="large" shape="round">
            Explore our ingredients
          </ButtonLink>
        </div>
      </section>
    </PageSection>
  );
}
