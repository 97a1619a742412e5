import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { ApiError, describeError } from '../../../lib/api/api-error';
import { useDecideErasureRequest } from '../api/decide-erasure-request';
import type { StaffErasureRequest } from '../api/get-erasure-requests';
import styles from './erasure-requests-page.module.css';

export type Decision = 'erase' | 'refuse';

/**
 * The confirmation for a decision. Erasing says what goes and what is kept; the server's refusal
 * (an order still under way, say) shows here with its reason. Refusing asks for the reason the patient is sent.
 */
export function DecisionDialog({ request, decision, onClose }: { request: StaffErasureRequest; decision: Decision; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useDecideErasureRequest();
  const erase = decision === 'erase';

  const submit = ({ reason }: { reason?: string }) =>
    decide.mutate(erase ? { id: request.id, approve: 1 } : { id: request.id, approve: 0, reason: reason!.trim() }, {
      onSuccess: () => {
        void message.success(erase ? 'The account has been erased.' : 'Request refused; the patient has been emailed the reason.');
        onClose();
      },
    });

  return (
    <Modal
      open
      width={520}
      title={erase ? `Erase ${request.customer.name}'s account?` : 'Refuse this request?'}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={decide.isPending}>
          Cancel
        </Button>,
        <Button key="confirm" type="primary" danger={erase} loading={decide.isPending} onClick={() => form.submit()}>
          {erase ? 'Erase account' : 'Refuse request'}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        {erase ? (
          <div className={styles.dialogText}>
            <p>This cannot be undone. Any treatment still running is ended; nothing is refunded.</p>
            <p>
              <strong>Erased:</strong> name, email, phone numbers, date of birth, addresses, the staff note, consultations and photos no prescriber decided on,
              progress photos, chat, newsletter sign-up, saved cards, copies of their data. They are signed out everywhere and cannot sign in.
            </p>
            <p>
              <strong>Kept, restricted:</strong> prescriptions, declined reviews and the consultations they rest on, POM register entries, dispatch records,
              payment records and the audit trail, for their legal periods.
            </p>
          </div>
        ) : (
          <Form.Item
            name="reason"
            label="Reason (the patient is emailed it, with their right to complain to the ICO)"
            rules={[
              { required: true, whitespace: true, message: 'Please give the reason for refusing.' },
              { max: 1000, message: 'Please keep the reason under 1000 characters.' },
            ]}
          >
            <Input.TextArea rows={4} maxLength={1000} />
          </Form.Item>
        )}
        {decide.error && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={erase ? 'The account was not erased.' : 'The request was not refused.'}
            description={decide.error instanceof ApiError ? decide.error.message : describeError(decide.error)}
          />
        )}
      </Form>
    </Modal>
  );
}
