import { Button } from '../../../components/buttons/button';
import { ButtonLink } from '../../../components/links/button-link';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import styles from './email-taken-dialog.module.css';

interface EmailTakenDialogProps {
  /** The trimmed, lower-cased address; the dialog is open while it is set. */
  email: string | undefined;
  /** Where the login page should send them once signed in. */
  loginNext: string;
  onClose: () => void;
}

const TITLE_ID = 'email-taken-title';
const TEXT_ID = 'email-taken-text';

/** A native modal <dialog>: the browser traps focus and closes it on Esc. */
export function EmailTakenDialog({ email, loginNext, onClose }: EmailTakenDialogProps) {
  const open = email !== undefined;
  const dialogRef = useModalDialog(open);


  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={TITLE_ID}
      aria-describedby={TEXT_ID}
      className={styles.dialog}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={styles.panel}>
        <h2 id={TITLE_ID} className={styles.title}>
          This email is already registered
        </h2>
        <p id={TEXT_ID} className={styles.text}>
          The email {email} is already in use.
        </p>
        <div className={styles.actions}>
          <Button kind="default" size="large" shape="round" block autoFocus onClick={onClose}>
            Try another email
          </Button>
          <ButtonLink to="/v2/login" search={{ next: loginNext }} kind="primary" size="large" shape="round" block>
            Log in
          </ButtonLink>
        </div>
      </div>
    </dialog>
  );
}
