import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import type { Dayjs } from 'dayjs';
import { usePharmacyStatus } from '../../../components/admin/pharmacy-status';
import { ApiError, describeError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/format-date';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useDispatchOrder } from '../api/get-dispatch-order';
import { useAccuracyCheck } from '../api/record-check';
import styles from './check-dialog.module.css';

interface PackForm {
  product_code: string;
  batch_number: string;
  expiry_date: Dayjs;
}

/**
 * The accuracy check: the pharmacist reads the product code, batch and expiry off the pack in
 * hand. The server refuses a pack that is not the prescribed product or is out of date.
 */
export function AccuracyCheckDialog({ itemId, onClose }: { itemId: number; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PackForm>();
  const detail = useDispatchOrder(itemId);
  const status = usePharmacyStatus();
  const record = useAccuracyCheck();
  const fieldErrors = record.error instanceof ApiError ? record.error.fields : {};
  const order = detail.data?.order;
  const previous = order?.accuracy_check;
  const canRecord = order?.status === 'waiting' && !!order.clinical_check && !!status.data?.pharmacist;

  const submit = (values: PackForm) =>
    record.mutate(
      { id: itemId, product_code: values.product_code, batch_number: values.batch_number, expiry_date: values.expiry_date.format('YYYY-MM-DD') },
      {
        onSuccess: () => {
          void message.success(`Accuracy check of ${order?.order_id} recorded.`);
          onClose();
        },
      },
    );

  const fieldProps = (name: keyof PackForm) => ({ validateStatus: fieldErrors[name] ? ('error' as const) : undefined, help: fieldErrors[name]?.[0] });

  return (
    <Modal
      open
      title={order ? `Accuracy check · ${order.order_id} ${order.customer_name}` : 'Accuracy check'}
      width={600}
      onCancel={onClose}
      okText="Record accuracy check"
      cancelText="Close"
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !canRecord }}
      confirmLoading={record.isPending}
      destroyOnHidden
    >
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isError || !detail.data ? (
        <Alert type="error" showIcon title={detail.isError ? describeError(detail.error) : 'This item is not on the dispatch list: it has no prescription.'} />
      ) : (
        <div className={styles.body}>
          <p className={styles.prescribed}>
            Prescribed: <strong>[{detail.data.prescription.item_code}]</strong> {detail.data.prescription.medicine}, {detail.data.prescription.form} ({detail.data.prescription.strength}),{' '}
            {detail.data.prescription.quantity}
          </p>
          <p className={styles.muted}>Scan or type each detail from the pack in hand, not from the prescription.</p>
          {!order?.clinical_check && <Alert type="warning" showIcon title="Record the clinical check first." />}
          {order?.clinical_check && status.data && !status.data.pharmacist && (
            <Alert type="info" showIcon title="Only a pharmacist can record the accuracy check. Your account has no pharmacist profile." />
          )}
          {previous && (
            <Alert
              type="success"
              showIcon
              title={`Checked by ${previous.pharmacist_name} on ${formatDateTime(previous.checked_at)}: batch ${previous.batch_number}, expires ${formatDate(previous.expiry_date)}.`}
              description={order?.status === 'waiting' ? 'Recording it again (another pack, say) replaces it; the earlier check is kept.' : undefined}
            />
          )}
          {order?.status === 'waiting' && (
            <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={!canRecord}>
              <Form.Item
                name="product_code"
                label="Product code on the pack"
                rules={[{ required: true, whitespace: true, message: 'Enter the product code on the pack.' }]}
                {...fieldProps('product_code')}
              >
                <Input autoComplete="off" maxLength={20} />
              </Form.Item>
              <div className={styles.fields}>
                <Form.Item name="batch_number" label="Batch number" rules={[{ required: true, whitespace: true, message: 'Enter the batch number on the pack.' }]} {...fieldProps('batch_number')}>
                  <Input autoComplete="off" maxLength={40} />
                </Form.Item>
                <Form.Item name="expiry_date" label="Expiry date" rules={[{ required: true, message: 'Enter the expiry date on the pack.' }]} {...fieldProps('expiry_date')}>
                  <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
                </Form.Item>
              </div>
              {record.isError && Object.keys(fieldErrors).length === 0 && <Alert type="error" showIcon title={describeError(record.error)} />}
            </Form>
          )}
        </div>
      )}
    </Modal>
  );
}
