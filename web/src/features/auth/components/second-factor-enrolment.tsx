import Alert from 'antd/es/alert';
import Typography from 'antd/es/typography';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CodeEntryForm } from '../../../components/second-factor/code-entry-form';
import { describeError } from '../../../lib/api/api-error';
import { sessionQueryKey } from '../api/get-session';
import { confirmEnrolment, type ConfirmedEnrolment } from '../api/confirm-second-factor-enrolment';
import { useSecondFactorEnrolment } from '../api/start-second-factor-enrolment';
import { RecoveryCodes } from './recovery-codes';
import { StartAgain } from './second-factor-step';
import styles from './second-factor.module.css';

interface SecondFactorEnrolmentProps {
  email: string;
  /** A same-site path to open once signed in. */
  next: string;
}

/**
 * A staff member's first sign-in: set up an authenticator app (scan the QR code or type the
 * key), confirm with its first code, then save the recovery codes, shown this once.
 */
export function SecondFactorEnrolment({ email, next }: SecondFactorEnrolmentProps) {
  const enrolment = useSecondFactorEnrolment();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState<ConfirmedEnrolment>();

  if (confirmed) {
    return (
      <RecoveryCodes
        codes={confirmed.recoveryCodes}
        email={email}
        onContinue={() => {
          // Signed in since the code was accepted; the session is swapped in only now, so this screen stays until they go on.
          queryClient.setQueryData(sessionQueryKey, confirmed);
          void navigate({ href: next, replace: true });
        }}
      />
    );
  }

  return (
    <div className={styles.step}>
      <h2 className={styles.heading}>Set up two-factor sign-in</h2>
      <p className={styles.text}>
        Staff accounts have a second step at every sign-in: a code from an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or
        1Password. Set it up once for <strong>{email}</strong>.
      </p>
      <ol className={styles.steps}>
        <li>
          <p className={styles.stepTitle}>Scan this QR code with the app</p>
          {enrolment.isPending && <div className={styles.qrPlaceholder} aria-label="Loading the QR code" role="img" />}
          {enrolment.isError && <Alert type="error" showIcon title={describeError(enrolment.error)} />}
          {enrolment.data && (
            <>
              <img src={enrolment.data.qrCode} width={232} height={232} className={styles.qr} alt={`QR code that adds ${enrolment.data.accountName} to your authenticator app`} />
              <p className={styles.manual}>Cannot scan it? Add an account by hand with this key (time-based):</p>
              <Typography.Text code copyable={{ text: enrolment.data.secret.replace(/ /g, ''), tooltips: ['Copy key', 'Copied'] }} className={styles.secret}>
                {enrolment.data.secret}
              </Typography.Text>
            </>
          )}
        </li>
        <li>
          <p className={styles.stepTitle}>Enter the 6-digit code the app shows</p>
          <CodeEntryForm submitLabel="Confirm" checkCode={confirmEnrolment} onVerified={setConfirmed} disabled={!enrolment.data} autoFocus={false} />
        </li>
      </ol>
      <StartAgain />
    </div>
  );
}
