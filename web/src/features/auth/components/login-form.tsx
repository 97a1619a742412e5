import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useNavigate } from '@tanstack/react-router';
import { describeError } from '../../../lib/api/api-error';
import { serverErrors } from '../../../lib/forms/server-field-errors';
import { useAntdServerErrors } from '../../../lib/forms/use-antd-server-errors';
import { useLogin, type LoginCredentials } from '../api/login';
import styles from './login-form.module.css';

const FORM_FIELDS = ['email', 'password'] as const;

interface LoginFormProps {
  /** A same-site path to open once signed in. */
  next: string;
}

export function LoginForm({ next }: LoginFormProps) {
  const [form] = Form.useForm<LoginCredentials>();
  const email = Form.useWatch('email', form) ?? '';
  const password = Form.useWatch('password', form) ?? '';
  const login = useLogin();
  const fieldErrors = useAntdServerErrors(form, FORM_FIELDS);
  const navigate = useNavigate();
  const canSubmit = email.trim() !== '' && password !== '';

  function submit(values: LoginCredentials) {
    if (!canSubmit) return;
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        // Staff stay here: the page shows the second step from the session.
        onSuccess: (session) => {
          if (!session.secondFactor) void navigate({ href: next, replace: true });
        },
        onError: (error) => fieldErrors.show(error, describeError(error)),
      },
    );
  }

  // Server messages describe what was sent; once the visitor edits, they no longer apply.
  function clearServerErrors(changed: Partial<LoginCredentials>) {
    if (login.isError) login.reset();
    fieldErrors.clearOnChange(changed);
  }

  return (
    <Form
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={clearServerErrors}
    >
      {login.isError && <LoginErrorAlert error={login.error} />}
      <Form.Item label="Your E-mail address" name="email">
        <Input type="email" inputMode="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label="Your Password" name="password">
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        shape="round"
        block
        disabled={!canSubmit}
        loading={login.isPending}
        className={styles.submit}
      >
        Login
      </Button>
    </Form>
  );
}

function LoginErrorAlert({ error }: { error: Error }) {
  // Field messages for the two inputs show under them; this is the one message for the rest.
  const { message } = serverErrors(error, FORM_FIELDS, describeError(error));
  if (!message) return null;
  return <Alert type="error" showIcon className={styles.alert} title={message} />;
}
