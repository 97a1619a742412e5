import { Button } from '../../../components/buttons/button';
import { ModalDialog } from '../../../components/dialog/modal-dialog';
import { ButtonLink } from '../../../components/links/button-link';
import styles from './email-taken-dialog.module.css';

interface EmailTakenDialogProps {
  /** The trimmed, lower-cased address; the dialog is open while it is set. */
  email: string | undefined;
  /** Where the login page should send them once signed in. */
  loginNext: string;
  onClose: () => void;
}

export function EmailTakenDialog({ email, loginNext, onClose }: EmailTakenDialogProps) {
  return (
    <ModalDialog
      open={email !== undefined}
      id="email-taken"
      onDismiss={onClose}
      dismissOnBackdrop
      title="This email is already registered"
      text={<span className={styles.text}>The email {email} is already in use.</span>}
      actions={
        <>
          <Button kind="default" size="large" shape="round" block autoFocus onClick={onClose}>
            Try another email
          </Button>
          <ButtonLink to="/v2/login" search={{ next: loginNext }} kind="primary" size="large" shape="round" block>
            Log in
          </ButtonLink>
        </>
      }
    />
  );
}
