import { TextField } from '../../../components/form/text-field';
import { useSecondsUntil } from '../../../lib/use-seconds-until';
import { CODE_LENGTH } from '../lib/wizard-model';
import { StepHeading } from './step-heading';
import type { StepProps } from './step-props';
import { wizardFields } from './wizard-fields';
import fieldStyles from './fields.module.css';
import styles from './sign-up-wizard.module.css';

interface CodeStepProps extends StepProps {
  /** The address the code went to. */
  email: string;
}

// Digits only: a space or letter typed by mistake is dropped.
const digitsOnly = (typed: string) => typed.replace(/\D/g, '').slice(0, CODE_LENGTH);

export function CodeStep({ email, ...props }: CodeStepProps) {
  const field = wizardFields(props);
  return (
    <>
      <StepHeading>We've sent a code - check your inbox</StepHeading>
      <p className={styles.lead}>
        Enter the {CODE_LENGTH}-digit code we emailed to <strong className={styles.email}>{email}</strong>.
      </p>
      <div className={styles.fields}>
        <TextField
          {...field('code', digitsOnly)}
          label={`${CODE_LENGTH}-digit code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          spellCheck={false}
          inputClassName={fieldStyles.codeInput}
        />
      </div>
    </>
  );
}

interface CodeStepActionsProps {
  /** What happened after 'Resend code': a confirmation or the server's reason. */
  resendNotice: { kind: 'sent' | 'refused'; text: string } | undefined;
  /** Until then (ms since the epoch) the server would refuse a new code, so the link waits with a countdown. */
  resendAllowedAt: number | undefined;
  onResend: () => void;
  onChangeEmail: () => void;
}

/** Under Confirm: a new code, another address, and where a missing email may be. */
export function CodeStepActions({ resendNotice, resendAllowedAt, onResend, onChangeEmail }: CodeStepActionsProps) {
  const wait = useSecondsUntil(resendAllowedAt);
  return (
    <>
      <div className={styles.codeActions}>
        <button type="button" className={styles.linkButton} onClick={onResend} disabled={wait > 0}>
          Resend code{wait > 0 && <span className={styles.countdown}> in {wait} s</span>}
        </button>
        <span aria-hidden="true" className={styles.dot}>
          ·
        </span>
        <button type="button" className={styles.linkButton} onClick={onChangeEmail}>
          Change email
        </button>
      </div>
      <p role="status" className={resendNotice?.kind === 'refused' ? styles.noticeRefused : styles.notice}>
        {resendNotice?.text}
      </p>
      <p className={styles.note}>Can’t find the email? Check your Spam or Junk folder: it can take a minute to arrive.</p>
    </>
  );
}
