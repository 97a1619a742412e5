import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { describeError } from '../../../../lib/api/api-error';
import { useReviewSubscription } from '../../api/review-subscription';
import { usePrescriberProfile } from '../../api/get-prescriber-profile';
import { approvalDeliveryText } from '../../lib/approval-delivery';
import styles from './review-decision.module.css';

const ukToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

type Decision = 'approve' | 'decline';

/**
 * Approve and Decline for a subscription in review (spec §4, §7 form/review). Only staff with a
 * prescriber profile may decide (the server refuses the others), so theirs are disabled with the reason.
 */
export function ReviewDecision({ subscriptionId, dueAt }: { subscriptionId: number; /** The next delivery date set during the review, if any. */ dueAt: string | null }) {
  const prescriber = usePrescriberProfile();
  const [open, setOpen] = useState<Decision | null>(null);
  const mayDecide = Boolean(prescriber.data?.profile);

  return (
    <div className={styles.decision}>
      <div className={styles.buttons}>
        <Button type="primary" disabled={!mayDecide} loading={prescriber.isPending} onClick={() => setOpen('approve')}>
          Approve
        </Button>
        <Button danger disabled={!mayDecide} onClick={() => setOpen('decline')}>
          Decline
        </Button>
      </div>
      {prescriber.data && !mayDecide && <p className={styles.note}>Only a prescriber can approve or decline. Your account has no prescriber profile.</p>}
      {prescriber.isError && <p className={styles.note}>{describeError(prescriber.error)}</p>}
      {open && <ReviewDialog subscriptionId={subscriptionId} dueAt={dueAt} decision={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

const TEXTS: Record<Decision, { title: string; content: string; ok: string; done: string }> = {
  approve: {
    title: 'Approve subscription',
    content: 'A prescription is issued in your name and signed with your key, the treatment becomes active and the first supply can be sent.',
    ok: 'Approve and sign',
    done: 'Approved and signed.',
  },
  decline: { title: 'Decline subscription', content: 'The first payment is refunded in full, the subscription is cancelled and the customer is told by email.', ok: 'Decline', done: 'Declined.' },
};

interface DecisionFields {
  reason?: string;
  password?: string;
  code?: string;
}

/**
 * The confirmation. Declining asks for the clinical reason, kept in the record; approving signs
 * the prescription, so it asks the prescriber to confirm it is them (their password, or a code
 * from their authenticator app). The server's refusal shows in the dialog.
 */
function ReviewDialog({ subscriptionId, dueAt, decision, onClose }: { subscriptionId: number; dueAt: string | null; decision: Decision; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<DecisionFields>();
  const [withCode, setWithCode] = useState(false);
  const review = useReviewSubscription();
  const texts = TEXTS[decision];

  const signature = ({ password, code }: DecisionFields) => (withCode ? { signature_code: code!.trim() } : { signature_password: password! });
  const submit = (fields: DecisionFields) =>
    review.mutate(
      { id: subscriptionId, ...(decision === 'decline' ? { approve: 0, reason: fields.reason!.trim() } : { approve: 1, ...signature(fields) }) },
      {
        onSuccess: () => {
          void message.success(texts.done);
          onClose();
        },
      },
    );

  return (
    <Modal
      title={`${texts.title} #${subscriptionId}?`}
      open
      width={480}
      onCancel={onClose}
      okText={texts.ok}
      okButtonProps={{ danger: decision === 'decline' }}
      cancelText="Back"
      onOk={() => form.submit()}
      confirmLoading={review.isPending}
      destroyOnHidden
    >
      <p>{texts.content}</p>
      {decision === 'approve' && <p>{approvalDeliveryText(dueAt, ukToday())}</p>}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        {decision === 'decline' && (
          <Form.Item
            name="reason"
            label="Reason for declining"
            extra="Kept in the clinical record; not sent to the customer."
            rules={[{ required: true, whitespace: true, message: 'Give the reason for declining.' }]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} placeholder="e.g. Not suitable: needs a GP review first." />
          </Form.Item>
        )}
        {decision === 'approve' && !withCode && (
          <Form.Item name="password" label="Your password" extra="Confirms it is you signing this prescription." rules={[{ required: true, message: 'Enter your password to sign.' }]}>
            <Input.Password autoComplete="current-password" maxLength={128} autoFocus />
          </Form.Item>
        )}
        {decision === 'approve' && withCode && (
          <Form.Item name="code" label="Authenticator code" extra="The 6 digits your authenticator app shows now." rules={[{ required: true, pattern: /^\s*\d{3}\s?\d{3}\s*$/, message: 'Enter the 6 digits your app shows.' }]}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} autoFocus />
          </Form.Item>
        )}
        {decision === 'approve' && (
          <Button type="link" className={styles.switch} onClick={() => setWithCode(!withCode)}>
            {withCode ? 'Use my password instead' : 'Use a code from my authenticator app instead'}
          </Button>
        )}
      </Form>
      {review.isError && <Alert type="error" showIcon title={describeError(review.error)} />}
    </Modal>
  );
}
