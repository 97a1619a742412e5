import { Link } from '@tanstack/react-router';
import { useAccountCheckIns } from '../api/get-check-ins';
import { longDate } from '../lib/account-dates';
import styles from './check-in-step.module.css';

/** The dashboard card's check-in step (issue 19): asked for until answered, then a line that it is with the prescriber. */
export function CheckInStep({ subscriptionId }: { subscriptionId: number }) {
  const checkIns = useAccountCheckIns();
  const checkIn = checkIns.data?.check_ins.find((each) => each.subscription_id === subscriptionId);
  if (!checkIn || (checkIn.status !== 'open' && checkIn.status !== 'answered')) return null;
  if (checkIn.status === 'answered')
    return (
      <div className={styles.step} data-tone="sent" role="status">
        <p className={styles.text}>
          <strong>Check-in sent.</strong> Our prescriber is reviewing your answers and photos.
        </p>
      </div>
    );
  return (
    <div className={styles.step} role="status">
      <p className={styles.text}>
        <strong>Check-in needed before your next supply.</strong> A few questions and a new photo; your supply waits for it until {longDate(checkIn.wait_until)}.
      </p>
      <Link to="/v2/profile/check-in" className={styles.link}>
        Start your check-in
      </Link>
    </div>
  );
}
