import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { LoadError } from '../../../components/feedback/load-error';
import { describeError } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useAntdServerErrors } from '../../../lib/forms/use-antd-server-errors';
import { useChangeTextMessages, useTextMessages, type TextMessages } from '../api/text-messages';
import styles from './side-panels.module.css';

const FIELDS = ['phone'] as const;
const FAILED = 'We could not save your text message settings. Please try again.';

/**
 * 'Text messages' (issue 22): the customer opts in with the mobile number they gave at checkout
 * (or another), changes it, or opts out. Replying STOP to any text opts out too.
 */
export function TextMessagesPanel() {
  const state = useTextMessages();
  return (
    <section className={styles.panel} aria-labelledby="text-messages-heading">
      <h2 id="text-messages-heading" className={styles.heading}>
        Text messages
      </h2>
      <p className={styles.text}>
        A text before we charge your card, if a payment needs you, when your parcel is on its way and when our team replies. Texts never say what your treatment is.
      </p>
      {state.isError && <LoadError what="your text message settings" error={state.error} onRetry={() => void state.refetch()} />}
      {state.data && <Settings state={state.data} />}
    </section>
  );
}

function Settings({ state }: { state: TextMessages }) {
  const [editing, setEditing] = useState(false);
  const change = useChangeTextMessages();

  async function optOut() {
    try {
      await change.mutateAsync({ opt_in: false });
    } catch {
      // Shown below.
    }
  }

  if (state.opted_in && !editing) {
    return (
      <>
        <p className={styles.text} role="status">
          Texts go to <strong>{state.phone}</strong>. Reply STOP to any of them to stop.
        </p>
        <div className={styles.buttons}>
          <Button onClick={() => setEditing(true)}>Change number</Button>
          <Button loading={change.isPending} onClick={() => void optOut()}>
            Stop texts
          </Button>
        </div>
        {change.error && <Alert type="error" showIcon title={describeError(change.error)} role="alert" />}
      </>
    );
  }
  return (
    <>
      {!state.opted_in && state.opted_out_at && (
        <p className={styles.fine}>
          {state.opted_out_via === 'reply' ? 'You replied STOP' : 'You turned texts off'} on {formatDateTime(state.opted_out_at)}.
        </p>
      )}
      <NumberForm
        initial={state.phone ?? state.checkout_phone ?? ''}
        fromCheckout={!state.phone && !!state.checkout_phone}
        saveLabel={state.opted_in ? 'Save number' : 'Text me'}
        onDone={() => setEditing(false)}
        onCancel={editing ? () => setEditing(false) : undefined}
      />
    </>
  );
}

interface NumberFormProps {
  initial: string;
  /** The number offered is the one given at checkout (never opted in before). */
  fromCheckout: boolean;
  saveLabel: string;
  onDone: () => void;
  onCancel?: () => void;
}

function NumberForm({ initial, fromCheckout, saveLabel, onDone, onCancel }: NumberFormProps) {
  const [form] = Form.useForm<{ phone: string }>();
  const change = useChangeTextMessages();
  const serverErrors = useAntdServerErrors(form, FIELDS);
  const [failure, setFailure] = useState<string>();

  async function submit({ phone }: { phone: string }) {
    setFailure(undefined);
    try {
      await change.mutateAsync({ opt_in: true, phone: phone.trim() });
      onDone();
    } catch (error) {
      setFailure(serverErrors.show(error, FAILED));
    }
  }

  return (
    <Form form={form} layout="vertical" className={styles.form} initialValues={{ phone: initial }} onFinish={(values) => void submit(values)} onValuesChange={serverErrors.clearOnChange} requiredMark={false} disabled={change.isPending}>
      <Form.Item name="phone" label="UK mobile number" extra={fromCheckout ? 'The number you gave at checkout; change it if texts should go elsewhere.' : undefined}>
        <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="07700 900123" />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} role="alert" />}
      <div className={styles.buttons}>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {saveLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </div>
    </Form>
  );
}
