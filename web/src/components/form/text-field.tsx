import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError } from './field-error';
import styles from './form-fields.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  /** Unique on the page: a form's handlers focus a field by it. */
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
  /** A line under the label, read out with the field. */
  hint?: ReactNode;
  /** Marks the label '(optional)'; every other field is needed. */
  optional?: boolean;
  /** Something inside the input's box on the right (the password's Show button). */
  addon?: ReactNode;
  /** The taller field of the sign-up wizard. */
  large?: boolean;
  /** Classes for the input itself; `className` is the whole field's. */
  inputClassName?: string;
}

export const errorIdOf = (id: string) => `${id}-error`;

/** A native input with its label, hint and message (aria-describedby, aria-invalid), shared by every form that is not antd. */
export function TextField({ id, label, value, error, onValueChange, hint, optional, addon, large, className, inputClassName, ...rest }: TextFieldProps) {
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
      <div className={styles.control}>
        <input
          {...rest}
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={[styles.input, large && styles.large, addon && styles.withAddon, inputClassName].filter(Boolean).join(' ')}
        />
        {addon}
      </div>
      <FieldError id={errorIdOf(id)} message={error} />
    </div>
  );
}

export { styles as formFieldStyles };
