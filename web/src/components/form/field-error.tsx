import styles from './form-fields.module.css';

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
