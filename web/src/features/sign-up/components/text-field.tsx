import type { InputHTMLAttributes, ReactNode } from 'react';
import { errorIdFor, fieldIdFor } from './field-ids';
import type { FieldName } from '../lib/wizard-model';
import { FieldError } from './field-error';
import styles from './fields.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  name: FieldName;
  label: string;
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
  /** A line under the label, read out with the field. */
  hint?: ReactNode;
  /** Something inside the input's box on the right (the password's Show button). */
  addon?: ReactNode;
}

/** A large native input with its label, hint and message (aria-describedby, aria-invalid). */
export function TextField({ name, label, value, error, onValueChange, hint, addon, className, ...rest }: TextFieldProps) {
  const id = fieldIdFor(name);
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : undefined, error ? errorIdFor(name) : undefined].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.control}>
        <input
          {...rest}
          id={id}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={[styles.input, addon ? styles.withAddon : undefined, className].filter(Boolean).join(' ')}
        />
        {addon}
      </div>
      <FieldError name={name} message={error} />
    </div>
  );
}
