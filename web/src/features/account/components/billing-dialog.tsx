import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useAntdServerErrors } from '../../../lib/forms/use-antd-server-errors';
import { useSaveBillingAddress } from '../api/save-billing-address';
import type { BillingAddress } from '../api/get-account-overview';
import { DialogAlert } from './dialog-alert';
import styles from './dialogs.module.css';

const EMPTY: BillingAddress = { first_name: '', last_name: '', email: '', contact_no: '', address_1: '', address_2: '', city: '', postcode: '' };
const FIELDS = Object.keys(EMPTY) as (keyof BillingAddress)[];
const FAILED = 'We could not save your details.';

interface BillingDialogProps {
  address: BillingAddress | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Spec §2, §7: edit billing information (update-billing-info); the server's field messages show under the fields until each is changed. */
export function BillingDialog({ address, onClose, onSaved }: BillingDialogProps) {
  const [form] = Form.useForm<BillingAddress>();
  const save = useSaveBillingAddress();
  const serverErrors = useAntdServerErrors(form, FIELDS);

  async function submit(values: BillingAddress) {
    try {
      await save.mutateAsync({ ...values, address_2: values.address_2 ?? '' });
      onClose();
      onSaved();
    } catch (error) {
      serverErrors.show(error, FAILED);
    }
  }

  return (
    <Modal
      open
      width={600}
      title="Edit billing information"
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={save.isPending ? 'Saving...' : 'Save'}
      okButtonProps={{ disabled: save.isPending }}
      cancelButtonProps={{ disabled: save.isPending }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={address ?? EMPTY} onFinish={(values) => void submit(values)} onValuesChange={serverErrors.clearOnChange} requiredMark={false} disabled={save.isPending}>
        <p className={styles.lead}>We send your treatment here and print it on your prescription, so please keep it up to date.</p>
        <div className={styles.formGrid}>
          <Form.Item name="first_name" label="First name">
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item name="last_name" label="Last name">
            <Input autoComplete="family-name" />
          </Form.Item>
          <Form.Item name="email" label="Email">
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="contact_no" label="Mobile phone number">
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item name="address_1" label="Address line 1" className={styles.wide}>
            <Input autoComplete="address-line1" />
          </Form.Item>
          <Form.Item name="address_2" label="Address line 2 (optional)" className={styles.wide}>
            <Input autoComplete="address-line2" />
          </Form.Item>
          <Form.Item name="city" label="Town or city">
            <Input autoComplete="address-level2" />
          </Form.Item>
          <Form.Item name="postcode" label="Postcode">
            <Input autoComplete="postal-code" />
          </Form.Item>
        </div>
        <DialogAlert error={save.error} fallback={FAILED} fields={FIELDS} />
      </Form>
    </Modal>
  );
}
