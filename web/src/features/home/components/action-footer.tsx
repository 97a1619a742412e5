import { AnchorButton } from '../../../components/buttons/anchor-button';
import { CONSULTATION_PATH } from '../lib/consultation-path';
import styles from './action-footer.module.css';

export function ActionFooter() {
  return (
    <section className={styles.band} aria-labelledby="get-started-title">
      <div className={styles.inner}>
        <h2 id="get-started-title" className={styles.title}>
          GET STARTED IN LESS THAN 4 MINUTES
        </h2>
        <p className={styles.lead}>A free online consultation, reviewed by our dermatologist-led team. No commitment.</p>
        <AnchorButton kind="primary" size="large" shape="round" href={CONSULTATION_PATH} className={styles.button}>
          START FREE CONSULTATION
        </AnchorButton>
      </div>
    </section>
  );
}
