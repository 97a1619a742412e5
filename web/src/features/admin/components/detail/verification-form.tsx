import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { describeError } from '../../../../lib/api/api-error';
import { useAntdServerErrors } from '../../../../lib/forms/use-antd-server-errors';
import { useRecordVerification, type VerificationRequest } from '../../api/record-verification';
import { localDateTimeValue, VERIFICATION_KINDS } from '../../lib/verification-options';
import styles from './safeguards.module.css';

interface VerificationFields {
  kind: VerificationRequest['kind'];
  method: VerificationRequest['method'];
  took_place_at: string;
  summary: string;
  gp_responder?: string;
}

const FIELDS: (keyof VerificationFields)[] = ['kind', 'method', 'took_place_at', 'summary', 'gp_responder'];

/**
 * The prescriber records how they verified what the patient said (docs/patient-safety.md,
 * 'Safeguarded medicines'): a call or chat with the patient, the clinical record seen, or the GP's
 * reply; when, and what was said, seen or confirmed. The server checks it is a prescriber and the
 * patient's own review, and keeps it on the audit trail.
 */
export function VerificationForm({ subscriptionId, patientId, onRecorded }: { subscriptionId: number; patientId: number; onRecorded?: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<VerificationFields>();
  const fieldErrors = useAntdServerErrors(form, FIELDS);
  const record = useRecordVerification();
  // What the server refused that has no field here (not a prescriber, another patient's review, decided already).
  const [refusal, setRefusal] = useState<string>();
  const kind = Form.useWatch('kind', form);
  const methods = VERIFICATION_KINDS.find((each) => each.value === kind)?.methods ?? [];

  const submit = (fields: VerificationFields) => {
    setRefusal(undefined);
    record.mutate(
      { subscription_id: subscriptionId, patient_id: patientId, kind: fields.kind, method: fields.method, took_place_at: new Date(fields.took_place_at).toISOString(), summary: fields.summary.trim(), ...(fields.kind === 'gp_confirmed' ? { gp_responder: fields.gp_responder?.trim() } : {}) },
      {
        onSuccess: () => {
          void message.success('Verification recorded.');
          form.resetFields();
          onRecorded?.();
        },
        onError: (error) => setRefusal(fieldErrors.show(error, describeError(error))),
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      className={styles.form}
      aria-label="Record a verification"
      onFinish={submit}
      onValuesChange={(changed: Partial<VerificationFields>, all) => {
        fieldErrors.clearOnChange(changed);
        if (changed.kind) form.setFieldValue('method', VERIFICATION_KINDS.find((each) => each.value === all.kind)?.methods[0]?.value);
      }}
      initialValues={{ kind: 'two_way_consultation', method: 'video', took_place_at: localDateTimeValue(new Date()) }}
    >
      <div className={styles.row}>
        <Form.Item name="kind" label="How you verified">
          <Select options={VERIFICATION_KINDS.map(({ value, label }) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="method" label="By">
          <Select options={methods} />
        </Form.Item>
      </div>
      <div className={styles.row}>
        <Form.Item name="took_place_at" label="When" rules={[{ required: true, message: 'Say when it took place.' }]}>
          <Input type="datetime-local" />
        </Form.Item>
        {kind === 'gp_confirmed' && (
          <Form.Item name="gp_responder" label="Who at the practice replied" rules={[{ required: true, whitespace: true, message: 'Say who at the practice replied.' }]}>
            <Input maxLength={200} placeholder="e.g. Dr A Shah, GP partner" />
          </Form.Item>
        )}
      </div>
      <Form.Item
        name="summary"
        label="What was said, seen or confirmed"
        rules={[
          { required: true, whitespace: true, message: 'Write a summary.' },
          { min: 20, message: 'Write at least 20 characters.' },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={4000} placeholder="e.g. Video call: went through the answers, skin seen on camera, no allergies, not pregnant." />
      </Form.Item>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 8 }} />}
      <Button onClick={() => form.submit()} loading={record.isPending}>
        Record verification
      </Button>
    </Form>
  );
}
