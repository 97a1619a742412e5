import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './fields.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  /** Unique on the page: the step's handlers focus a field by it. */
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
  /** A line under the label, read out with the field. */
  hint?: ReactNode;
  /** Marks the label '(optional)'; every other field is needed. */
  optional?: boolean;
}

export const errorIdOf = (id: string) => `${id}-error`;

/** A native input with its label, hint and message (aria-describedby, aria-invalid). */
export function TextField({ id, label, value, error, onValueChange, hint, optional, className, ...rest }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : undefined, error ? errorIdOf(id) : undefined].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        {...rest}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={styles.input}
      />
      <FieldError id={errorIdOf(id)} message={error} />
    </div>
  );
}

/** The message under a field; the field points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.errorIcon}>
        <circle cx="8" cy="8" r="8" />
        <path d="M7.1 3.8h1.8l-.3 5.4H7.4zM8 10.6a1.05 1.05 0 1 1 0 2.1 1.05 1.05 0 0 1 0-2.1z" />
      </svg>
      <span>{message}</span>
    </p>
  );
}
