import Alert from 'antd/es/alert';
import { serverErrors } from '../../../lib/forms/server-field-errors';

/**
 * A failed call in a dialog, as one message: the server's reason for a refusal (a 4xx names
 * what is wrong), the spec's sentence (§8) for a failure. Messages for the dialog's own
 * `fields` show under those fields instead, so they are left out here.
 */
export function DialogAlert({ error, fallback, fields = [] }: { error: unknown; fallback: string; fields?: readonly string[] }) {
  const { message } = serverErrors(error, fields, fallback);
  if (!message) return null;
  return <Alert type="error" showIcon title={message} role="alert" />;
}
