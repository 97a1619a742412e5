import DatePicker from 'antd/es/date-picker';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { usePauseSubscription, usePostponeDelivery, type AccountSubscription } from '../api/account-api';
import { addDays, longDate, PAUSE_MAX_DAYS_AHEAD, POSTPONE_WEEKS } from '../lib/account-dates';
import { DialogAlert } from './dialog-alert';
import styles from './dialogs.module.css';

type Choice = { kind: 'postpone'; weeks: number } | { kind: 'pause'; until: Dayjs | null };

interface PauseDialogProps {
  subscription: AccountSubscription;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Postpone the next delivery by some weeks, or pause until a date: nothing ships or is charged meanwhile. */
export function PauseDialog({ subscription, onClose, onDone }: PauseDialogProps) {
  const [choice, setChoice] = useState<Choice>({ kind: 'postpone', weeks: 2 });
  const postpone = usePostponeDelivery();
  const pause = usePauseSubscription();
  const pending = postpone.isPending || pause.isPending;
  const today = dayjs().startOf('day');
  const latest = today.add(PAUSE_MAX_DAYS_AHEAD, 'day');
  const from = subscription.due_at && subscription.due_at > today.format('YYYY-MM-DD') ? subscription.due_at : today.format('YYYY-MM-DD');
  const ready = choice.kind === 'postpone' || choice.until !== null;

  async function save() {
    try {
      if (choice.kind === 'postpone') {
        const result = await postpone.mutateAsync({ subscription: subscription.id, weeks: choice.weeks as (typeof POSTPONE_WEEKS)[number] });
        onDone(`Postponed. Your next delivery is now on ${longDate(result.due_at)}.`);
      } else if (choice.until) {
        const result = await pause.mutateAsync({ subscription: subscription.id, resume_on: choice.until.format('YYYY-MM-DD') });
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
          onChange={(event) => setChoice(event.target.value === 'postpone' ? { kind: 'postpone', weeks: 2 } : { kind: 'pause', until: null })}
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
                  onChange={(event) => setChoice({ kind: 'postpone', weeks: event.target.value as number })}
                  options={POSTPONE_WEEKS.map((weeks) => ({ value: weeks, label: weeks === 1 ? '1 week' : `${weeks} weeks` }))}
                  aria-label="Postpone by"
                />
                <p className={styles.hint}>New delivery date: {longDate(addDays(from, choice.weeks * 7))}</p>
              </>
            )}
          </div>
          <div className={styles.choice}>
            <Radio value="pause">
              <span className={styles.choiceTitle}>Pause until a date</span>
            </Radio>
            {choice.kind === 'pause' && (
              <label className={styles.field}>
                <span className={styles.label}>Start again on</span>
                <DatePicker
                  value={choice.until}
                  onChange={(value) => setChoice({ kind: 'pause', until: value })}
                  format="DD/MM/YYYY"
                  placeholder="DD/MM/YYYY"
                  disabledDate={(day) => !day.isAfter(today, 'day') || day.isAfter(latest, 'day')}
                  className={styles.fullWidth}
                  inputReadOnly
                />
                <span className={styles.hint}>Up to six months ahead. Your next delivery comes on this day, and you can resume sooner at any time.</span>
              </label>
            )}
          </div>
        </Radio.Group>
        <DialogAlert error={postpone.error ?? pause.error} fallback="Something went wrong while updating the date. Please try again." />
      </div>
    </Modal>
  );
}
