import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { countOf } from '../../../lib/format/count-of';
import { usePauseSubscription } from '../api/pause-subscription';
import { usePostponeDelivery } from '../api/postpone-delivery';
import type { AccountSubscription } from '../api/get-account-overview';
import { addDays, longDate, PAUSE_MAX_DAYS_AHEAD, POSTPONE_WEEKS, postponeChoices } from '../lib/account-dates';
import { ukToday } from '../../../lib/format/uk-today';
import { DateField } from './date-field';
import { serverErrors } from '../../../lib/forms/server-field-errors';
import { DialogAlert } from './dialog-alert';
import styles from './dialogs.module.css';

const FAILED = 'Something went wrong while updating the date. Please try again.';
const FIELDS = ['resume_on'];

type Choice = { kind: 'postpone'; weeks: number } | { kind: 'pause'; until: string };

interface PauseDialogProps {
  subscription: AccountSubscription;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Postpone the next delivery by some weeks, or pause until a date: nothing ships or is charged meanwhile. */
export function PauseDialog({ subscription, onClose, onDone }: PauseDialogProps) {
  const postpone = usePostponeDelivery();
  const pause = usePauseSubscription();
  const pending = postpone.isPending || pause.isPending;
  const today = ukToday();
  const from = subscription.due_at && subscription.due_at > today ? subscription.due_at : today;
  // The next delivery may not come before the prescription allows it: a postponement that would land earlier is not offered.
  const earliest = subscription.earliest_delivery_date;
  const { choices, preselected } = postponeChoices(from, earliest);
  const [choice, setChoice] = useState<Choice>({ kind: 'postpone', weeks: preselected });
  const ready = choice.kind === 'postpone' || choice.until !== '';
  const error = postpone.error ?? pause.error;
  const dateError = serverErrors(pause.error, FIELDS, FAILED).byField.resume_on;

  /** A new choice makes the message about the last one stale. */
  function choose(next: Choice) {
    setChoice(next);
    postpone.reset();
    pause.reset();
  }

  async function save() {
    try {
      if (choice.kind === 'postpone') {
        const result = await postpone.mutateAsync({ subscription: subscription.id, weeks: choice.weeks as (typeof POSTPONE_WEEKS)[number] });
        onDone(`Postponed. Your next delivery is now on ${longDate(result.due_at)}.`);
      } else if (choice.until) {
        const result = await pause.mutateAsync({ subscription: subscription.id, resume_on: choice.until });
        onDone(`Paused until ${longDate(result.paused_until)}. Nothing ships or is charged before then.`);
      }
      onClose();
    } catch {
      // Shown in the dialog by DialogAlert.
    }
  }

  return (
    <Modal
      open
      width={500}
      title="Postpone or pause"
      onCancel={onClose}
      onOk={() => void save()}
      okText={pending ? 'Saving...' : choice.kind === 'postpone' ? 'Postpone delivery' : 'Pause treatment'}
      okButtonProps={{ disabled: !ready || pending }}
      cancelButtonProps={{ disabled: pending }}
      destroyOnHidden
    >
      <div className={styles.stack}>
        <p className={styles.lead}>
          Your next delivery is on <strong>{longDate(subscription.due_at)}</strong>. Nothing ships or is charged until the new date.
        </p>
        <Radio.Group
          value={choice.kind}
          onChange={(event) => choose(event.target.value === 'postpone' ? { kind: 'postpone', weeks: preselected } : { kind: 'pause', until: '' })}
          className={styles.stack}
          disabled={pending}
        >
          <div className={styles.choice}>
            <Radio value="postpone">
              <span className={styles.choiceTitle}>Postpone my next delivery</span>
            </Radio>
            {choice.kind === 'postpone' && (
              <>
                <Radio.Group
                  optionType="button"
                  value={choice.weeks}
                  onChange={(event) => choose({ kind: 'postpone', weeks: event.target.value as number })}
                  options={choices.map(({ weeks, allowed }) => ({ value: weeks, label: countOf(weeks, 'week'), disabled: !allowed }))}
                  aria-label="Postpone by"
                />
                <p className={styles.hint}>New delivery date: {longDate(addDays(from, choice.weeks * 7))}</p>
                {!choices[0]!.allowed && <p className={styles.hint}>Your prescription allows the next box from {longDate(earliest)}.</p>}
              </>
            )}
          </div>
          <div className={styles.choice}>
            <Radio value="pause">
              <span className={styles.choiceTitle}>Pause until a date</span>
            </Radio>
            {choice.kind === 'pause' && (
              <>
                <DateField
                  label="Start again on"
                  value={choice.until}
                  onChange={(until) => choose({ kind: 'pause', until })}
                  today={today}
                  maxDaysAhead={PAUSE_MAX_DAYS_AHEAD}
                  // A resume date before the next delivery keeps that delivery's date; only one that moves it must respect the prescription.
                  prescriptionAllowsFrom={subscription.due_at && subscription.due_at >= earliest ? undefined : earliest}
                  disabled={pending}
                  error={dateError}
                />
                <p className={styles.hint}>Your next delivery comes on this day, and you can resume sooner at any time.</p>
              </>
            )}
          </div>
        </Radio.Group>
        <DialogAlert error={error} fallback={FAILED} fields={pause.error ? FIELDS : []} />
      </div>
    </Modal>
  );
}
