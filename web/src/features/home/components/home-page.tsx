import Button from 'antd/es/button';
import { ButtonLink } from '../../../components/links/button-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './home-page.module.css';

// Not an app route yet, so it is a plain link (full page load) for now.
const CONSULTATION_PATH = '/consultation/generic';

const STEPS = [
  { title: 'Free online consultation', detail: 'A few questions and a selfie. It takes about 2 minutes.' },
  { title: 'Reviewed by our experts', detail: 'Your personalised treatment plan follows by email.' },
  { title: 'Delivered every 2 months', detail: 'A 30ml formula or tablets, with virtual dermatologist check-ins.' },
];

export function HomePage() {
  useDocumentTitle('Doctor-led skincare');
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.intro}>
        <p className={styles.eyebrow}>Founded by a dermatologist</p>
        <h1 id="home-title" className={styles.title}>
          Doctor-led skincare, personalised for you
        </h1>
        <p className={styles.lead}>
          Prescription-strength creams and tablets for acne, hormonal breakouts, pigmentation, rosacea and
          ageing skin, tailored to you and adjusted as your skin changes.
        </p>
        <div className={styles.actions}>
          <Button type="primary" size="large" shape="round" href={CONSULTATION_PATH}>
            START FREE CONSULTATION
          </Button>
          <ButtonLink to="/shop" size="large" shape="round">
            Shop treatments
          </ButtonLink>
        </div>
        <ul className={styles.qualities} aria-label="Our formulas are">
          <li>Vegan</li>
          <li>Fragrance free</li>
          <li>Cruelty free</li>
        </ul>
      </div>
      <div className={styles.stepsCard}>
        <h2 className={styles.stepsTitle}>How it works</h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepName}>{step.title}</span>
              <span className={styles.stepDetail}>{step.detail}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
