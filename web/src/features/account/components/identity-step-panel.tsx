import { Link } from '@tanstack/react-router';
import { useIdentityCheck } from '../api/get-identity-check';
import styles from './identity-step-panel.module.css';

const TEXTS: Record<string, { title: string; text: string; action?: string }> = {
  not_started: {
    title: 'Verify your identity',
    text: 'Before our prescriber can approve your treatment, we need to check it is you: a photo of your passport or driving licence and a selfie. It takes about two minutes.',
    action: 'Verify your identity',
  },
  awaiting_capture: { title: 'Verify your identity', text: 'You have started verifying your identity. Finish it so our prescriber can review your treatment.', action: 'Continue' },
  in_progress: { title: 'Checking your identity', text: 'Thank you. We are checking your photos; this usually takes a few seconds.' },
  consider: { title: 'We are checking your identity', text: 'Thank you. A member of our team is looking at your photos and will let you know if we need anything else.' },
  rejected: {
    title: 'We could not verify your identity',
    text: 'We could not verify your identity from the photos you gave, so we have not sent anything and have refunded your payment in full. Message our team if you think this is a mistake.',
  },
};

/**
 * The dashboard's 'Verify your identity' step (docs/patient-safety.md): shown while a treatment
 * waits for the prescriber and the customer's identity is not yet verified; gone once it is.
 */
export function IdentityStepPanel({ subscriptionId }: { subscriptionId: number }) {
  const check = useIdentityCheck();
  const status = check.data?.status;
  if (!status || status === 'clear') return null;
  const texts = TEXTS[status];
  if (!texts) return null;
  return (
    <section className={styles.step} aria-labelledby="identity-step-heading" data-status={status}>
      <p className={styles.eyebrow}>Next step</p>
      <h2 id="identity-step-heading" className={styles.title}>
        {texts.title}
      </h2>
      <p className={styles.text}>{texts.text}</p>
      {texts.action && (
        <Link to="/v2/profile/verify-identity" search={{ subscription: subscriptionId }} className={styles.action}>
          {texts.action}
        </Link>
      )}
    </section>
  );
}
