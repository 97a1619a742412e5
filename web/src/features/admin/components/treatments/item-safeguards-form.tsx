import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { describeError } from '../../../../lib/api/api-error';
import { SAFEGUARD_CATEGORIES, SAFEGUARD_LABELS, type SafeguardCategory } from '../../../../components/admin/safeguard-tags';
import type { CatalogueItem } from '../../api/get-catalogue';
import { useSetItemSafeguards } from '../../api/set-item-safeguards';

interface SafeguardsForm {
  safeguards: SafeguardCategory[];
  reason: string;
}

/**
 * The medicine's safeguard categories (docs/patient-safety.md): what the prescriber must verify
 * before approving it. Saved on its own, with the reason, which the audit trail keeps.
 */
export function ItemSafeguardsForm({ item }: { item: CatalogueItem }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SafeguardsForm>();
  const save = useSetItemSafeguards();
  const submit = ({ safeguards, reason }: SafeguardsForm) =>
    save.mutate(
      { id: item.id, safeguards, reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success(`Safeguards of ${item.code} saved.`);
          form.setFieldValue('reason', '');
        },
      },
    );

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} initialValues={{ safeguards: item.safeguards, reason: '' }} aria-label="Safeguards">
      <fieldset style={{ border: 0, padding: 0, margin: '12px 0 0' }}>
        <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 4 }}>Safeguards</legend>
        <p style={{ margin: '0 0 6px', fontSize: 13 }}>An antimicrobial, a medicine that needs monitoring, one liable to misuse or overdose, or one that needs an examination is not prescribed on the questionnaire alone: the prescriber verifies what the patient said first.</p>
        <Form.Item name="safeguards" style={{ marginBottom: 8 }}>
          <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 4 }} options={SAFEGUARD_CATEGORIES.map((category) => ({ value: category, label: SAFEGUARD_LABELS[category] }))} />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Why the safeguards change"
          extra="Kept on the audit trail."
          rules={[
            { required: true, whitespace: true, message: 'Say why the safeguards change.' },
            { min: 10, message: 'Write at least 10 characters.' },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} placeholder="e.g. Contains clindamycin, an antibiotic." />
        </Form.Item>
        <Button onClick={() => form.submit()} loading={save.isPending}>
          Save safeguards
        </Button>
        {save.isError && <Alert style={{ marginTop: 10 }} type="error" showIcon title={describeError(save.error)} />}
      </fieldset>
    </Form>
  );
}
