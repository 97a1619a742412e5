import Input from 'antd/es/input';
import { useId } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { addDays, longDate } from '../lib/account-dates';
import styles from './dialogs.module.css';

interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' while none is picked. */
  value: string;
  onChange: (value: string) => void;
  /** Today on the UK calendar: the first day offered is tomorrow. */
  today: string;
  maxDaysAhead: number;
  disabled?: boolean;
  /** The server's message for this date; cleared by the dialog when the date changes. */
  error?: string;
}

/**
 * The browser's own date picker (a calendar on a desktop, the phone's wheel or sheet on a
 * phone), limited to the days the server accepts: from tomorrow to `maxDaysAhead` days on.
 */
export function DateField({ label, value, onChange, today, maxDaysAhead, disabled, error }: DateFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const first = addDays(today, 1);
  const last = addDays(today, maxDaysAhead);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <Input
        id={id}
        type="date"
        min={first}
        max={last}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        aria-invalid={error ? true : undefined}
        status={error ? 'error' : undefined}
        disabled={disabled}
        className={styles.dateInput}
      />
      <FieldError id={errorId} message={error} />
      <span id={hintId} className={styles.hint}>
        Any day from {longDate(first)} to {longDate(last)}.
      </span>
    </div>
  );
}
