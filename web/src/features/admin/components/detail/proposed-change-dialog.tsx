import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { describeError } from '../../../../lib/api/api-error';
import { serverErrors } from '../../../../lib/forms/server-field-errors';
import { useAntdServerErrors } from '../../../../lib/forms/use-antd-server-errors';
import { useCatalogue } from '../../api/get-catalogue';
import { useDecideItemChange } from '../../api/decide-item-change';
import type { SubscriptionItem } from '../../api/get-subscription-detail';
import { planAfterChange, type PendingChange } from '../../lib/proposed-change';
import { PrescriberSignature, useSignatureMethod, type SignatureFields } from './prescriber-signature';
import { PRESCRIPTION_TERMS_DEFAULTS, PrescriptionTerms, prescriptionTermsOf, type PrescriptionTermsFields } from './prescription-terms';

export type ItemChangeDecision = 'approve' | 'decline';

/** Named as the server names them, so each of its field messages shows under its field. */
interface Fields extends PrescriptionTermsFields, SignatureFields {
  reason?: string;
}
type Field = keyof Fields & string;

const approveText = (change: PendingChange) =>
  `${change.kind === 'add' || !change.replaces ? `${change.proposed} is added to the plan` : `${change.replaces} becomes ${change.proposed}`}, and a new prescription is issued in your name and signed with your key for the supplies still to come.`;

const declineText = (change: PendingChange) =>
  `The plan stays as prescribed: ${change.kind === 'add' || !change.replaces ? `${change.proposed} is not added` : `${change.replaces} is not changed`}. The reason is kept in the record.`;

/**
 * The prescriber's decision on a proposed change (POST /v2/admin/form/item-change). Approving
 * shows what the new prescription covers, with the supplies and interval they may change, and
 * asks them to confirm it is them signing; declining asks for the reason, kept in the record.
 * The server's refusal shows under its field, or in the dialog (a wrong password, decided already).
 */
export function ProposedChangeDialog({ items, change, decision, onClose }: { items: readonly SubscriptionItem[]; change: PendingChange; decision: ItemChangeDecision; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const signature = useSignatureMethod();
  const fields: Field[] = decision === 'decline' ? ['reason'] : ['supplies_authorised', 'min_interval_days', signature.field];
  const fieldErrors = useAntdServerErrors(form, fields);
  const decide = useDecideItemChange();
  const catalogue = useCatalogue();
  const catalogueItems = (catalogue.data ?? []).flatMap((treatment) => treatment.plans.flatMap((plan) => plan.items));
  const approving = decision === 'approve';

  const submit = (values: Fields) =>
    decide.mutate(
      { id: change.id, ...(approving ? { approve: 1, ...signature.of(values), ...prescriptionTermsOf(values) } : { approve: 0, reason: values.reason!.trim() }) },
      {
        onSuccess: () => {
          void message.success(approving ? 'Approved and prescribed.' : 'Declined: the plan stays as prescribed.');
          onClose();
        },
        onError: (error) => void fieldErrors.show(error, describeError(error)),
      },
    );
  // What the server refused that has no field of its own here (a wrong password, a change decided already).
  const refusal = serverErrors(decide.error, fields, describeError(decide.error)).message;

  return (
    <Modal
      title={approving ? 'Approve the proposed change?' : 'Decline the proposed change?'}
      open
      width={approving ? 520 : 480}
      onCancel={onClose}
      okText={approving ? 'Prescribe and sign' : 'Decline'}
      okButtonProps={{ danger: !approving }}
      cancelText="Back"
      onOk={() => form.submit()}
      confirmLoading={decide.isPending}
      destroyOnHidden
    >
      <p>{approving ? approveText(change) : declineText(change)}</p>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} onValuesChange={fieldErrors.clearOnChange} initialValues={approving ? PRESCRIPTION_TERMS_DEFAULTS : undefined}>
        {approving ? (
          <>
            <PrescriptionTerms plan={planAfterChange(items, change, catalogueItems)} />
            <PrescriberSignature method={signature} />
          </>
        ) : (
          <Form.Item name="reason" label="Reason for declining" extra="Not sent to the customer." rules={[{ required: true, whitespace: true, message: 'Give the reason for declining.' }]}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} placeholder="e.g. Not with tretinoin twice." />
          </Form.Item>
        )}
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} />}
    </Modal>
  );
}
