import { Button } from '../../../components/buttons/button';
import { BRAND_NAME } from '../../../lib/brand';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import styles from './bank-check-dialog.module.css';

interface BankCheckDialogProps {
  /** The amount the bank is checking, e.g. '£19.36'; the dialog is open while it is set. */
  amount: string | undefined;
  onAnswer: (passed: boolean) => void;
}

const TITLE_ID = 'bank-check-title';
const TEXT_ID = 'bank-check-text';

/**
 * The sandbox's stand-in for the bank's 3-D Secure page (Stripe.js shows the real one in
 * a frame): the customer passes or fails the check. A native modal <dialog>: focus stays
 * inside; Esc is the same as closing the bank's page, which fails the check.
 */
export function BankCheckDialog({ amount, onAnswer }: BankCheckDialogProps) {
  const open = amount !== undefined;
  const dialogRef = useModalDialog(open);


  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={TITLE_ID}
      aria-describedby={TEXT_ID}
      className={styles.dialog}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
    >
      <div className={styles.panel}>
        <p className={styles.bank} aria-hidden="true">
          <span className={styles.bankMark}>⌂</span> Your bank · test mode
        </p>
        <h2 id={TITLE_ID} className={styles.title}>
          Your bank wants to check it's you
        </h2>
        <div id={TEXT_ID} className={styles.text}>
          <p>
            Confirm the payment of <strong>{amount}</strong> to {BRAND_NAME}.
          </p>
          <p className={styles.note}>
            With a real card this happens in your banking app or with a code sent by text. This is the payment sandbox:
            choose how the check ends.
          </p>
        </div>
        <div className={styles.actions}>
          <Button kind="primary" size="large" shape="round" block autoFocus onClick={() => onAnswer(true)}>
            Complete authentication
          </Button>
          <Button kind="default" size="large" shape="round" block onClick={() => onAnswer(false)}>
            Fail authentication
          </Button>
        </div>
      </div>
    </dialog>
  );
}
