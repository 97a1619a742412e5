import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import { ApiError, describeError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/format-date';
import { useChatCustomer } from '../api/get-chat-customer';
import styles from './side-cards.module.css';

export function UserInfoCard({ userId }: { userId: number }) {
  const customer = useChatCustomer(userId);
  return (
    <Card title="User Info" size="small" className={styles.card}>
      {customer.isPending && <Skeleton active paragraph={{ rows: 3 }} title={false} />}
      {customer.isError && (
        <p className={styles.error} role="alert">
          {customer.error instanceof ApiError && customer.error.status === 404 ? 'There is no customer with this id.' : describeError(customer.error)}
        </p>
      )}
      {customer.isSuccess && (
        <dl className={styles.details}>
          <dt>Name</dt>
          <dd>{[customer.data.user.name, customer.data.user.surname].filter(Boolean).join(' ') || 'N/A'}</dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${customer.data.user.email}`}>{customer.data.user.email}</a>
          </dd>
          <dt>Mobile</dt>
          <dd>{customer.data.user.mobile ? <a href={`tel:${customer.data.user.mobile.replace(/\s+/g, '')}`}>{customer.data.user.mobile}</a> : 'N/A'}</dd>
          <dt>Created</dt>
          <dd>{formatDate(customer.data.user.created_at)}</dd>
        </dl>
      )}
    </Card>
  );
}
