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
  /**
   * The first day the prescription allows the next supply, when that is after tomorrow: the days
   * before it are not offered, and the hint says why (the server refuses them all the same).
   */
  prescriptionAllowsFrom?: string;
  disabled?: boolean;
  /** The server's message for this date; cleared by the dialog when the date changes. */
  error?: string;
}

/**
 * The browser's own date picker (a calendar on a desktop, the phone's wheel or sheet on a
 * phone), limited to the days the server accepts: from tomorrow (or the first day the
 * prescription allows) to `maxDaysAhead` days on.
 */
export function DateField({ label, value, onChange, today, maxDaysAhead, prescriptionAllowsFrom, disabled, error }: DateFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const tomorrow = addDays(today, 1);
  const held = prescriptionAllowsFrom !== undefined && prescriptionAllowsFrom > tomorrow;
  const first = held ? prescriptionAllowsFrom : tomorrow;
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
        {held && <>Your prescription allows the next box from {longDate(first)}. </>}
        Any day from {longDate(first)} to {longDate(last)}.
      </span>
    </div>
  );
}
