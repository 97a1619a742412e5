import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { describeError } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useIdentityChecks, type IdentityCheckForReview } from '../api/get-identity-checks';
import { useReviewIdentityCheck } from '../api/review-identity-check';
import styles from './identity-checks-page.module.css';

type Outcome = 'clear' | 'rejected';

/**
 * /v2/admin/identity-checks: the checks the provider could not decide ('consider'), with the
 * photos, for staff to mark clear or rejected with a note (docs/patient-safety.md). Rejecting
 * declines the patient's order and refunds it.
 */
export function IdentityChecksPage() {
  const checks = useIdentityChecks();
  const [deciding, setDeciding] = useState<{ check: IdentityCheckForReview; outcome: Outcome }>();
  return (
    <AdminPage title="Identity checks" intro="Checks the provider could not decide. Compare the document with the selfie and the name on the account, then mark each clear or rejected.">
      {checks.isPending && <Skeleton active />}
      {checks.isError && <Alert type="error" showIcon title={describeError(checks.error)} />}
      {checks.data?.length === 0 && <Empty description="No identity checks are waiting for a review." />}
      <div className={styles.list}>
        {checks.data?.map((check) => (
          <article key={check.check_id} className={styles.card} aria-label={`Identity check of ${check.patient_name}`}>
            <header className={styles.cardHeader}>
              <h2 className={styles.name}>{check.patient_name}</h2>
              {check.subscription_id && (
                <Link to="/v2/admin/subscriptions/$id" params={{ id: check.subscription_id }}>
                  Subscription #{check.subscription_id}
                </Link>
              )}
            </header>
            <dl className={styles.facts}>
              <dt>Name on the document</dt>
              <dd>{check.document_name ?? 'Not given (captured by the provider)'}</dd>
              <dt>Provider result</dt>
              <dd>
                {check.provider_result ?? 'none'}
                {check.document_sub_result && ` (document: ${check.document_sub_result})`}
              </dd>
              <dt>Sent</dt>
              <dd>{check.created_at ? formatDateTime(check.created_at) : '–'}</dd>
            </dl>
            <div className={styles.photos}>
              {check.evidence.map((photo) => (
                <figure key={photo.id} className={styles.photo}>
                  <img src={photo.url} alt={photo.kind === 'document' ? `Identity document of ${check.patient_name}` : `Selfie of ${check.patient_name}`} loading="lazy" />
                  <figcaption>{photo.kind === 'document' ? 'Identity document' : 'Selfie'}</figcaption>
                </figure>
              ))}
              {check.evidence.length === 0 && <p className={styles.muted}>No photos held here: see the provider's dashboard.</p>}
            </div>
            <div className={styles.actions}>
              <Button type="primary" onClick={() => setDeciding({ check, outcome: 'clear' })}>
                Mark clear
              </Button>
              <Button danger onClick={() => setDeciding({ check, outcome: 'rejected' })}>
                Reject
              </Button>
            </div>
          </article>
        ))}
      </div>
      {deciding && <DecisionDialog {...deciding} onClose={() => setDeciding(undefined)} />}
    </AdminPage>
  );
}

function DecisionDialog({ check, outcome, onClose }: { check: IdentityCheckForReview; outcome: Outcome; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const review = useReviewIdentityCheck();
  const submit = ({ note }: { note: string }) =>
    review.mutate(
      { id: check.check_id!, outcome, note: note.trim() },
      {
        onSuccess: () => {
          void message.success(outcome === 'clear' ? 'Marked clear.' : 'Rejected: the order is declined and refunded.');
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={outcome === 'clear' ? `Mark ${check.patient_name}'s identity clear?` : `Reject ${check.patient_name}'s identity check?`}
      okText={outcome === 'clear' ? 'Mark clear' : 'Reject and refund'}
      okButtonProps={{ danger: outcome === 'rejected' }}
      cancelText="Back"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={review.isPending}
      destroyOnHidden
    >
      <p>
        {outcome === 'clear'
          ? 'The prescriber can then approve without recording a reason.'
          : 'The order under review is declined, the payment refunded in full and the customer told by email.'}
      </p>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item name="note" label="What you saw" rules={[{ required: true, whitespace: true, min: 3, message: 'Write a note saying what you saw.' }]} extra="Kept on the audit trail.">
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
        </Form.Item>
      </Form>
      {review.isError && <Alert type="error" showIcon title={describeError(review.error)} />}
    </Modal>
  );
}
