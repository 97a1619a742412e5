import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import styles from './about-us-block.module.css';

const POINTS = [
  { title: 'Cream and oral treatments', detail: 'Prescription-strength creams and, where they suit you, tablets, chosen for your skin.' },
  { title: 'A clear treatment plan', detail: 'You know what you are using, why, and what to expect at every stage.' },
  { title: 'Ongoing customisation', detail: 'Check in with our team and we adjust your formula as your skin changes.' },
];

/** Who we are: shown on the home page and on every treatment landing page. */
export function AboutUsBlock() {
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>About us</p>
        <h2 id={titleId} className={styles.title}>
          Founded by a dermatologist
        </h2>
        <p className={styles.lead}>
          We started with one idea: everyone deserves the care of a skin specialist. Our consultant dermatologist leads a
          clinical team who review every consultation and personalise every formula.
        </p>
        <Link to="/meet-the-team" className={styles.button}>
          Meet the team
        </Link>
      </div>
      <ul className={styles.points}>
        {POINTS.map((point) => (
          <li key={point.title} className={styles.point}>
            <h3 className={styles.pointTitle}>{point.title}</h3>
            <p className={styles.pointDetail}>{point.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
