import Alert from 'antd/es/alert';
import { ApiError } from '../../../lib/api/api-error';

/**
 * A failed call in a dialog: the spec's sentence (§8), and underneath the server's own
 * reason when it gave a clear one (a 4xx names what is wrong).
 */
export function DialogAlert({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
  return <Alert type="error" showIcon title={fallback} description={reason && reason !== fallback ? reason : undefined} role="alert" />;
}
