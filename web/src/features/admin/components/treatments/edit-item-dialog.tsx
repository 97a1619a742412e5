import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import { describeError } from '../../../../lib/api/api-error';
import { useUpdateCatalogueItem } from '../../api/update-catalogue-item';
import type { CatalogueItem } from '../../api/get-catalogue';
import { AuditHistory } from '../history/audit-history';
import { ItemSafeguardsForm } from './item-safeguards-form';

interface EditForm {
  price: number;
  batch: string;
  ingredients: { name: string; value: number; unit: string }[];
}

/** Edits one catalogue item's price (entered in pounds, sent in pence), batch and ingredients; audited on the server. */
export function EditItemDialog({ item, onClose }: { item: CatalogueItem; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<EditForm>();
  const save = useUpdateCatalogueItem();

  const submit = (values: EditForm) =>
    save.mutate(
      { id: item.id, price_pence: Math.round(values.price * 100), batch: values.batch?.trim() || null, ingredients: values.ingredients ?? [] },
      {
        onSuccess: () => {
          void message.success(`${item.code} saved.`);
          onClose();
        },
      },
    );

  return (
    <Modal title={`Edit [${item.code}] ${item.name}`} open width={600} onCancel={onClose} okText="Save" onOk={() => form.submit()} confirmLoading={save.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} initialValues={{ price: item.pricePence / 100, batch: item.batch ?? '', ingredients: item.ingredients }}>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item name="price" label="Price (£)" rules={[{ required: true, message: 'Enter a price.' }]} style={{ flex: '1 1 140px' }}>
            <InputNumber min={0} max={10000} step={0.01} precision={2} prefix="£" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="batch" label="Batch" style={{ flex: '1 1 160px' }}>
            <Input maxLength={40} />
          </Form.Item>
        </div>
        <Form.List name="ingredients">
          {(fields, { add, remove }) => (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontSize: 13, marginBottom: 6 }}>Ingredients</legend>
              {fields.map((field) => (
                <div key={field.key} style={{ display: 'flex', gap: 6, alignItems: 'flex-start' }}>
                  <Form.Item name={[field.name, 'name']} rules={[{ required: true, whitespace: true, message: 'Name?' }]} style={{ flex: 3 }}>
                    <Input placeholder="Name" aria-label="Ingredient name" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'value']} rules={[{ required: true, message: 'Value?' }]} style={{ flex: 1.4 }}>
                    <InputNumber min={0} placeholder="Value" aria-label="Ingredient value" style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'unit']} rules={[{ required: true, whitespace: true, message: 'Unit?' }]} style={{ flex: 1 }}>
                    <Input placeholder="Unit" aria-label="Ingredient unit" />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)} aria-label="Remove ingredient">
                    ×
                  </Button>
                </div>
              ))}
              <Button size="small" onClick={() => add({ name: '', value: 0, unit: '%' })}>
                Add ingredient
              </Button>
            </fieldset>
          )}
        </Form.List>
        {save.isError && <Alert style={{ marginTop: 10 }} type="error" showIcon title={describeError(save.error)} />}
      </Form>
      <ItemSafeguardsForm item={item} />
      <div style={{ marginTop: 12 }}>
        <AuditHistory title="Item history" about={{ subject: `treatment_item:${item.id}` }} compact />
      </div>
    </Modal>
  );
}
