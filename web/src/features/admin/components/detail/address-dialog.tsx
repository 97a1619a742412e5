import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { ApiError, describeError } from '../../../../lib/api/api-error';
import { useUpdateAddress, type AddressForm } from '../../api/update-address';
import type { CustomerCard } from '../../api/get-subscription-detail';

type Address = NonNullable<CustomerCard['address']>;

const FIELDS: { name: keyof AddressForm; label: string; optional?: boolean; type?: string }[] = [
  { name: 'first_name', label: 'First name' },
  { name: 'last_name', label: 'Last name' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'contact_no', label: 'Contact number', type: 'tel' },
  { name: 'address_1', label: 'Address line 1' },
  { name: 'address_2', label: 'Address line 2 (optional)', optional: true },
  { name: 'city', label: 'Town or city' },
  { name: 'postcode', label: 'Postcode' },
];

/** Spec §7 update-user-address, in a 600 px dialog; the server's messages appear beside each field. */
export function AddressDialog({ address, onClose }: { address: Address; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AddressForm>();
  const save = useUpdateAddress();
  const fieldErrors = save.error instanceof ApiError ? save.error.fields : {};

  const submit = (values: AddressForm) =>
    save.mutate(
      { address_id: address.id, ...values, address_2: values.address_2?.trim() || undefined },
      {
        onSuccess: () => {
          void message.success('Address updated.');
          onClose();
        },
      },
    );

  return (
    <Modal title="Edit address" open width={600} onCancel={onClose} okText="Save" onOk={() => form.submit()} confirmLoading={save.isPending} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{
          first_name: address.firstName,
          last_name: address.lastName,
          email: address.email,
          contact_no: address.contactNo,
          address_1: address.address1,
          address_2: address.address2 ?? '',
          city: address.city,
          postcode: address.postcode,
        }}
      >
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 12 }}>
          {FIELDS.map((field) => (
            <Form.Item
              key={field.name}
              name={field.name}
              label={field.label}
              rules={field.optional ? [] : [{ required: true, whitespace: true, message: `${field.label} is required.` }]}
              validateStatus={fieldErrors[field.name] ? 'error' : undefined}
              help={fieldErrors[field.name]?.[0]}
            >
              <Input type={field.type} />
            </Form.Item>
          ))}
        </div>
        {save.isError && Object.keys(fieldErrors).length === 0 && <Alert type="error" showIcon title={describeError(save.error)} />}
      </Form>
    </Modal>
  );
}
