import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useId, useState } from 'react';
import { useCancelSubscription } from '../api/cancel-subscription';
import type { AccountSubscription } from '../api/get-account-overview';
import { DialogAlert } from './dialog-alert';
import styles from './dialogs.module.css';

interface CancelDialogProps {
  subscription: AccountSubscription;
  onClose: () => void;
  onCancelled: () => void;
  /** Offered, never required: the customer may take a break instead. */
  onPauseInstead: () => void;
}

/**
 * Spec §4: confirm with 'No, Keep It' / 'Yes, Cancel'. One step: the reason is optional and
 * the offer to pause sits beside the buttons, so cancelling is never harder than staying.
 */
export function CancelDialog({ subscription, onClose, onCancelled, onPauseInstead }: CancelDialogProps) {
  const [reason, setReason] = useState('');
  const cancel = useCancelSubscription();
  const reasonId = useId();

  async function confirm() {
    try {
      await cancel.mutateAsync({ subscription: subscription.id, reason: reason.trim() || undefined });
      onClose();
      onCancelled();
    } catch {
      // Shown in the dialog by DialogAlert.
    }
  }

  return (
    <Modal
      open
      width={500}
      title="Cancel your treatment?"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="keep" onClick={onClose} disabled={cancel.isPending}>
          No, Keep It
        </Button>,
        <Button key="cancel" type="primary" danger loading={cancel.isPending} onClick={() => void confirm()}>
          Yes, Cancel
        </Button>,
      ]}
    >
      <div className={styles.stack}>
        <ul className={styles.consequences}>
          <li>It stops at once: we won’t charge your card for {subscription.title} again.</li>
          <li>A supply you have already paid for is still sent to you.</li>
          <li>We’ll email you to confirm, and our team is still here in your account.</li>
        </ul>
        <div className={styles.offer}>
          <p>Need a break rather than a stop? You can postpone your next delivery or pause for up to six months.</p>
          <Button onClick={onPauseInstead} disabled={cancel.isPending}>
            Postpone or pause instead
          </Button>
        </div>
        <label className={styles.field} htmlFor={reasonId}>
          <span className={styles.label}>Would you tell us why? (optional)</span>
        </label>
        <Input.TextArea id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} rows={3} disabled={cancel.isPending} />
        <DialogAlert error={cancel.error} fallback="We could not cancel your treatment. Please try again." />
      </div>
    </Modal>
  );
}
