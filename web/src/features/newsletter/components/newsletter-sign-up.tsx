import { Button } from '../../../components/buttons/button';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, describeError } from '../../../lib/api/api-error';
import { useNewsletterSignUp } from '../api/sign-up';
import styles from './newsletter-sign-up.module.css';

export function NewsletterSignUp() {
  const [email, setEmail] = useState('');
  const signUp = useNewsletterSignUp();
  const inputId = useId();
  const errorId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signUp.mutate(email.trim());
  }

  const error = signUp.error;
  const errorMessage =
    error instanceof ApiError && error.status === 400
      ? (error.fieldMessage('email') ?? error.message)
      : error && describeError(error);

  return (
    <section className={styles.signUp} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={styles.title}>
        Get early access
      </h2>
      <p className={styles.intro}>New treatments, skin advice and members-only offers, straight to your inbox.</p>
      {signUp.isSuccess ? (
        <p className={styles.thanks} role="status">
          Thank you — you're on the list.
        </p>
      ) : (
        // Validation is the server's: its message for a bad address is shown below.
        <form className={styles.form} onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="visually-hidden">
            Email address
          </label>
          {/* A native input: antd's Input would pull its form machinery into every page. */}
          <input
            id={inputId}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="Your email address"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (signUp.isError) signUp.reset();
            }}
            aria-invalid={errorMessage ? true : undefined}
            aria-describedby={errorMessage ? errorId : undefined}
            className={styles.input}
          />
          <Button kind="primary" htmlType="submit" size="large" shape="round" loading={signUp.isPending} className={styles.button}>
            SIGN ME UP
          </Button>
          {errorMessage && (
            <p id={errorId} className={styles.error} role="alert">
              {errorMessage}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
