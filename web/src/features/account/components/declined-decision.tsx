import { Link } from '@tanstack/react-router';
import { longDate } from '../lib/account-dates';
import { type Decline, NO_PATIENT_REASON, nextSteps, refundText } from '../lib/decline-text';
import styles from './declined-decision.module.css';

/**
 * A declined treatment's card, in place of its actions: the decision and its date, the reason
 * written for the patient, the refund, and what they can do next. Nothing is left to a message
 * that may never come.
 */
export function DeclinedDecision({ decline, subscriptionId }: { decline: Decline; subscriptionId: number }) {
  const headingId = `subscription-${subscriptionId}-decision`;
  return (
    <section className={styles.decision} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {decline.decision}
      </h3>
      <p className={styles.date}>Decided on {longDate(decline.declined_on)}</p>
      <h4 className={styles.label}>Why</h4>
      <p className={styles.reason}>{decline.patient_reason ?? NO_PATIENT_REASON}</p>
      <h4 className={styles.label}>Your refund</h4>
      <p>{refundText(decline.refund)}</p>
      <h4 className={styles.label}>What you can do next</h4>
      <ul className={styles.steps}>
        <li>
          Write to our clinical team in{' '}
          <Link to="/v2/profile/chat" className={styles.link}>
            chat
          </Link>{' '}
          if you have questions about this decision.
        </li>
        {nextSteps(decline.cause).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </section>
  );
}
