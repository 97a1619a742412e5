import Modal from 'antd/es/modal';
import { formatPence } from '../../../lib/format/format-price';
import { useSendNextBoxNow } from '../api/send-next-box-now';
import type { AccountSubscription } from '../api/get-account-overview';
import { longDate } from '../lib/account-dates';
import { DialogAlert } from './dialog-alert';
import styles from './dialogs.module.css';

const FAILED = 'Something went wrong while sending your next box. Please try again.';

/** What the customer is told once the server has answered, by the charge's outcome. */
const DONE = {
  paid: (dueAt) => `Your next box is on its way: it ships within 1-2 days.${dueAt ? ` Your following delivery is on ${longDate(dueAt)}.` : ''}`,
  'needs-authentication': () => 'Your bank wants you to confirm this payment: we have emailed you a link. Your box goes as soon as you have.',
  declined: () => 'Your card was declined, so your box has not been sent. We have emailed you the reason: update your card and we try it straight away.',
  pending: () => 'Your payment is being processed: we send your box as soon as it goes through.',
} satisfies Record<string, (dueAt: string | null) => string>;

interface SendNowDialogProps {
  subscription: AccountSubscription;
  onClose: () => void;
  onDone: (message: string, outcome: string) => void;
}

/** 'Send now': the next box charged and sent today, confirmed with its amount and the date it would otherwise go. */
export function SendNowDialog({ subscription, onClose, onDone }: SendNowDialogProps) {
  const send = useSendNextBoxNow();
  const amount = subscription.send_now.amount_pence;

  async function confirm() {
    if (!subscription.due_at) return;
    try {
      const result = await send.mutateAsync({ subscription: subscription.id, due_on: subscription.due_at });
      const done = result.outcome in DONE ? DONE[result.outcome as keyof typeof DONE] : DONE.pending;
      onDone(done(result.due_at), result.outcome);
      onClose();
    } catch {
      // Shown in the dialog by DialogAlert: the server's reason for a refusal.
    }
  }

  return (
    <Modal
      open
      width={480}
      title="Send your next box now?"
      onCancel={onClose}
      onOk={() => void confirm()}
      okText={send.isPending ? 'Sending...' : `Send now and pay ${formatPence(amount ?? subscription.price_pence)}`}
      okButtonProps={{ disabled: send.isPending }}
      // Not 'Cancel': on this card that word means ending the treatment.
      cancelText="Not now"
      cancelButtonProps={{ disabled: send.isPending }}
      destroyOnHidden
    >
      <div className={styles.stack}>
        <p className={styles.lead}>
          We charge <strong>{formatPence(amount ?? subscription.price_pence)}</strong> to your card today and send your next box within 1-2 days.
        </p>
        <p className={styles.hint}>
          Otherwise your next box would go on <strong>{longDate(subscription.due_at)}</strong>. Your deliveries after this one move on from today.
        </p>
        <DialogAlert error={send.error} fallback={FAILED} />
      </div>
    </Modal>
  );
}
