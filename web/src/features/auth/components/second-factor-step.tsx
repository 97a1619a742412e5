import Button from 'antd/es/button';
import message from 'antd/es/message';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CodeEntryForm } from '../../../components/second-factor/code-entry-form';
import { recoverWithCode } from '../../../components/second-factor/api/recover-with-code';
import { type VerifiedSession, verifySecondFactor } from '../../../components/second-factor/api/verify-second-factor';
import { describeError } from '../../../lib/api/api-error';
import { sessionQueryKey } from '../api/get-session';
import { logout as endSignIn } from '../api/logout';
import styles from './second-factor.module.css';

interface SecondFactorStepProps {
  email: string;
  /** A same-site path to open once signed in. */
  next: string;
}

/** The second step of a staff sign-in: the code from the authenticator app, or a recovery code. */
export function SecondFactorStep({ email, next }: SecondFactorStepProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const signedIn = (session: VerifiedSession) => {
    // The answer is the new, signed-in session (a new id and CSRF token).
    queryClient.setQueryData(sessionQueryKey, session);
    void navigate({ href: next, replace: true });
  };

  return (
    <div className={styles.step}>
      <h2 className={styles.heading}>Enter your authenticator code</h2>
      <p className={styles.text}>
        Staff accounts have a second step. Open the authenticator app on your phone and enter the code it shows for <strong>{email}</strong>.
      </p>
      <CodeEntryForm submitLabel="Verify" checkCode={verifySecondFactor} checkRecoveryCode={recoverWithCode} onVerified={signedIn} />
      <StartAgain />
    </div>
  );
}

/** Drops the half-done sign-in (logout) and shows the email and password again. */
export function StartAgain() {
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: () => endSignIn(queryClient),
    // A fresh page load: nothing cached from the dropped session survives.
    onSuccess: () => window.location.reload(),
    onError: (error) => void message.error(describeError(error)),
  });
  return (
    <p className={styles.startAgain}>
      <Button type="link" size="small" onClick={() => logout.mutate()} loading={logout.isPending}>
        Log in as someone else
      </Button>
    </p>
  );
}
