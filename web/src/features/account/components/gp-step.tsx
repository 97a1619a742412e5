import Button from 'antd/es/button';
import { useState } from 'react';
import { useGpAnswers } from '../api/get-gp-answers';
import { GpStepDialog } from './gp-step-dialog';
import styles from './gp-step.module.css';

/**
 * The GP step on a treatment's card (issue 19): after checkout, while the prescriber has not yet
 * decided, until the customer has answered it. Its own dialog asks for the practice and consent.
 */
export function GpStep({ subscriptionId }: { subscriptionId: number }) {
  const answers = useGpAnswers();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string>();
  if (saved) {
    return (
      <p className={styles.step} role="status">
        {saved}
      </p>
    );
  }
  if (!answers.data || answers.data.answers.some((answer) => answer.subscription_id === subscriptionId)) return null;
  return (
    <div className={styles.step}>
      <p>
        <strong>Tell us about your GP.</strong> Before our prescriber decides, let us know your GP practice and whether we may tell them about your treatment.
      </p>
      <Button type="primary" onClick={() => setOpen(true)}>
        Add your GP details
      </Button>
      {open && <GpStepDialog subscriptionId={subscriptionId} onClose={() => setOpen(false)} onSaved={setSaved} />}
    </div>
  );
}
