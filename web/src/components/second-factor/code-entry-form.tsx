import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input, { type InputRef } from 'antd/es/input';
import { useMutation } from '@tanstack/react-query';
import { type Ref, useState } from 'react';
import { ApiError, describeError } from '../../lib/api/api-error';
import styles from './code-entry-form.module.css';

type Field = 'code' | 'recoveryCode';
type Values = Partial<Record<Field, string>>;

interface CodeEntryFormProps<Result> {
  submitLabel: string;
  /** Sends the 6-digit code from the authenticator app. */
  checkCode: (code: string) => Promise<Result>;
  /** When given, 'Use a recovery code instead' offers a recovery code, sent with this. */
  checkRecoveryCode?: (recoveryCode: string) => Promise<Result>;
  onVerified: (result: Result) => void;
  /** The field, for a dialog to focus once it has opened (autoFocus alone loses to the dialog's own focus). */
  inputRef?: Ref<InputRef>;
  /** Off while there is nothing to check the code against yet. */
  disabled?: boolean;
  /** Off where the page has something to read first (the set-up's QR code). */
  autoFocus?: boolean;
}

const CODE_MESSAGE = 'Please enter the 6-digit code from your authenticator app.';

/**
 * The second factor's one form: the 6-digit code from the authenticator app, or one of the
 * recovery codes instead. At sign-in, at set-up, and in the back office's "Confirm it is you"
 * dialog. The server's sentence for a wrong code shows under the field; anything else above it.
 */
export function CodeEntryForm<Result>({ submitLabel, checkCode, checkRecoveryCode, onVerified, inputRef, disabled, autoFocus = true }: CodeEntryFormProps<Result>) {
  const [form] = Form.useForm<Values>();
  const [field, setField] = useState<Field>('code');
  const check = useMutation({
    mutationFn: (values: Values) => (field === 'code' ? checkCode(values.code!.trim()) : checkRecoveryCode!(values.recoveryCode!.trim())),
    onSuccess: onVerified,
    onError: (error) => {
      if (error instanceof ApiError && error.fields[field]) form.setFields([{ name: field, errors: error.fields[field] }]);
    },
  });
  const shownUnderField = check.error instanceof ApiError && Boolean(check.error.fields[field]);

  const switchField = () => {
    check.reset();
    form.resetFields();
    setField(field === 'code' ? 'recoveryCode' : 'code');
  };

  return (
    <Form form={form} name="second-factor" layout="vertical" requiredMark={false} onFinish={(values) => check.mutate(values)} onValuesChange={() => check.isError && check.reset()}>
      {check.isError && !shownUnderField && <Alert type="error" showIcon className={styles.alert} title={describeError(check.error)} />}
      {field === 'code' ? (
        <Form.Item
          key="code"
          name="code"
          label="Authenticator code"
          extra={<span className={styles.hint}>The 6-digit code your authenticator app shows for this shop.</span>}
          rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: CODE_MESSAGE }]}
          validateTrigger="onSubmit"
        >
          <Input ref={inputRef} inputMode="numeric" autoComplete="one-time-code" maxLength={8} autoFocus={autoFocus} className={styles.code} />
        </Form.Item>
      ) : (
        <Form.Item
          key="recoveryCode"
          name="recoveryCode"
          label="Recovery code"
          extra={<span className={styles.hint}>One of the codes you saved when you set up two-factor sign-in. Each works once.</span>}
          rules={[{ required: true, whitespace: true, message: 'Please enter one of your recovery codes.' }]}
          validateTrigger="onSubmit"
        >
          <Input ref={inputRef} autoComplete="off" spellCheck={false} autoCapitalize="none" maxLength={40} autoFocus={autoFocus} className={styles.code} placeholder="abcde-fghjk" />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={check.isPending} disabled={disabled} className={styles.submit}>
        {submitLabel}
      </Button>
      {checkRecoveryCode && (
        <Button type="link" block onClick={switchField} className={styles.switch}>
          {field === 'code' ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
        </Button>
      )}
    </Form>
  );
}
