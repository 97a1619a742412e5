import { Button } from '../../../components/buttons/button';
import { ModalDialog } from '../../../components/dialog/modal-dialog';
import { BRAND_NAME } from '../../../lib/brand';
import styles from './bank-check-dialog.module.css';

interface BankCheckDialogProps {
  /** The amount the bank is checking, e.g. '£19.36'; the dialog is open while it is set. */
  amount: string | undefined;
  onAnswer: (passed: boolean) => void;
}

/**
 * The sandbox's stand-in for the bank's 3-D Secure page (Stripe.js shows the real one in
 * a frame): the customer passes or fails the check. Esc is the same as closing the bank's
 * page, which fails the check.
 */
export function BankCheckDialog({ amount, onAnswer }: BankCheckDialogProps) {
  return (
    <ModalDialog
      open={amount !== undefined}
      id="bank-check"
      size="wide"
      onDismiss={() => onAnswer(false)}
      header={
        <p className={styles.bank} aria-hidden="true">
          <span className={styles.bankMark}>⌂</span> Your bank · test mode
        </p>
      }
      title="Your bank wants to check it's you"
      text={
        <>
          <p>
            Confirm the payment of <strong>{amount}</strong> to {BRAND_NAME}.
          </p>
          <p className={styles.note}>
            With a real card this happens in your banking app or with a code sent by text. This is the payment sandbox: choose how the check ends.
          </p>
        </>
      }
      actions={
        <>
          <Button kind="primary" size="large" shape="round" block autoFocus onClick={() => onAnswer(true)}>
            Complete authentication
          </Button>
          <Button kind="default" size="large" shape="round" block onClick={() => onAnswer(false)}>
            Fail authentication
          </Button>
        </>
      }
    />
  );
}
