import { AnchorButton } from '../../../components/buttons/anchor-button';
import { PageSection } from '../../../components/layout/page-section';
import { SectionHeading } from '../../../components/layout/section-heading';
import { CONSULTATION_PATH } from '../lib/consultation-path';
import styles from './how-it-works.module.css';

const STEPS = [
  { title: 'Free online consultation', detail: 'Answer a few questions and add a selfie. It takes about 2 minutes.' },
  { title: 'Reviewed by our experts', detail: 'Our dermatologist-led team reviews your skin and emails your personalised treatment plan.' },
  { title: 'Delivered every 2 months', detail: 'Your 30ml formula or tablets arrive at your door, with express shipping.' },
  { title: 'Ongoing check-ins', detail: 'Virtual dermatologist check-ins, and your formula adjusted as your skin changes.' },
];

export function HowItWorks() {
  return (
    <div className={styles.band}>
      <PageSection>
        <section aria-labelledby="how-title">
          <SectionHeading id="how-title" eyebrow="Simple and online" title="How does it work?" />
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step.title} className={styles.step}>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepDetail}>{step.detail}</p>
              </li>
            ))}
          </ol>
          <div className={styles.action}>
            <AnchorButton kind="primary" size="large" shape="round" href={CONSULTATION_PATH} className={styles.button}>
              START FREE CONSULTATION
            </AnchorButton>
          </div>
        </section>
      </PageSection>
    </div>
  );
}
