import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useNavigate } from '@tanstack/react-router';
import { ApiError, describeError } from '../../../lib/api/api-error';
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
        onError: (error) => {
          if (error instanceof ApiError) {
            form.setFields(FORM_FIELDS.map((name) => ({ name, errors: error.fields[name] ?? [] })));
          }
        },
      },
    );
  }

  // Server messages describe what was sent; once the visitor edits, they no longer apply.
  function clearServerErrors(changed: Partial<LoginCredentials>) {
    if (login.isError) login.reset();
    const changedFields = Object.keys(changed) as (keyof LoginCredentials)[];
    form.setFields(changedFields.map((name) => ({ name, errors: [] })));
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
  // Field messages for the two inputs show under them; anything else is listed here.
  const otherMessages =
    error instanceof ApiError
      ? Object.entries(error.fields)
          .filter(([field]) => !(FORM_FIELDS as readonly string[]).includes(field))
          .flatMap(([, messages]) => messages)
      : [];
  return (
    <Alert
      type="error"
      showIcon
      className={styles.alert}
      title={describeError(error)}
      description={otherMessages.length > 0 ? otherMessages.join(' ') : undefined}
    />
  );
}
