import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useId, useState } from 'react';
import { useRequestErasure } from '../api/request-erasure';
import { DialogAlert } from './dialog-alert';
import styles from './dialogs.module.css';

/**
 * The confirmation before asking for erasure: what goes, what the law makes us keep and why,
 * and that our team reviews it. Nothing is erased by this click alone.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [reason, setReason] = useState('');
  const erasure = useRequestErasure();
  const reasonId = useId();

  async function confirm() {
    try {
      await erasure.mutateAsync({ reason: reason.trim() || undefined });
      onClose();
    } catch {
      // Shown in the dialog by DialogAlert.
    }
  }

  return (
    <Modal
      open
      width={560}
      title="Delete your account?"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="keep" onClick={onClose} disabled={erasure.isPending}>
          Keep my account
        </Button>,
        <Button key="delete" type="primary" danger loading={erasure.isPending} onClick={() => void confirm()}>
          Ask to delete my account
        </Button>,
      ]}
    >
      <div className={styles.stack}>
        <p className={styles.lead}>Our team reviews your request and emails you, within a month at the latest. Once your account is deleted you cannot sign in again.</p>
        <div>
          <p className={styles.choiceTitle}>We erase</p>
          <ul className={styles.consequences}>
            <li>your name, email, phone numbers, date of birth and addresses;</li>
            <li>consultation answers and photos no prescription was based on, and your progress photos;</li>
            <li>your messages with our team, your saved cards and your newsletter sign-up.</li>
          </ul>
        </div>
        <div>
          <p className={styles.choiceTitle}>The law makes us keep, locked away and used for nothing else</p>
          <ul className={styles.consequences}>
            <li>your prescriptions and the consultations they were based on: health records, for 8 years;</li>
            <li>the pharmacy’s register of medicines supplied to you: medicines law, at least 2 years;</li>
            <li>your payment records: tax law, for 7 years.</li>
          </ul>
        </div>
        <p className={styles.hint}>Any treatment still running is cancelled and no further payment is taken. An order already paid for and on its way is finished first.</p>
        <label className={styles.field} htmlFor={reasonId}>
          <span className={styles.label}>Anything our team should know? (optional)</span>
        </label>
        <Input.TextArea id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} rows={3} disabled={erasure.isPending} />
        <DialogAlert error={erasure.error} fallback="We could not send your request. Please try again." />
      </div>
    </Modal>
  );
}
