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
import styles from './review-decision.module.css';

type Decision = 'approve' | 'decline';

/**
 * Approve and Decline for a subscription in review (spec §4, §7 form/review). Only staff with a
 * prescriber profile may decide (the server refuses the others), so theirs are disabled with the reason.
 */
export function ReviewDecision({ subscriptionId }: { subscriptionId: number }) {
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
      {open && <ReviewDialog subscriptionId={subscriptionId} decision={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

const TEXTS: Record<Decision, { title: string; content: string; ok: string; done: string }> = {
  approve: { title: 'Approve subscription', content: 'A prescription is issued in your name, the treatment becomes active and the first supply can be sent.', ok: 'Approve', done: 'Approved.' },
  decline: { title: 'Decline subscription', content: 'The first payment is refunded in full, the subscription is cancelled and the customer is told by email.', ok: 'Decline', done: 'Declined.' },
};

/** The confirmation; declining asks for the clinical reason, kept in the record. The server's refusal shows in the dialog. */
function ReviewDialog({ subscriptionId, decision, onClose }: { subscriptionId: number; decision: Decision; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const review = useReviewSubscription();
  const texts = TEXTS[decision];

  const submit = ({ reason }: { reason?: string }) =>
    review.mutate(
      { id: subscriptionId, approve: decision === 'approve' ? 1 : 0, ...(decision === 'decline' ? { reason: reason!.trim() } : {}) },
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
      </Form>
      {review.isError && <Alert type="error" showIcon title={describeError(review.error)} />}
    </Modal>
  );
}
