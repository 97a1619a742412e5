import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import { useChatCustomer } from '../api/get-chat-customer';
import styles from './side-cards.module.css';

export function ActiveSubscriptionsCard({ userId }: { userId: number }) {
  const customer = useChatCustomer(userId);
  const subscriptions = customer.data?.subscriptions ?? [];
  return (
    <Card title="Active Subscriptions" size="small" className={styles.card}>
      {customer.isPending && <Skeleton active paragraph={{ rows: 1 }} title={false} />}
      {customer.isSuccess && subscriptions.length === 0 && <p className={styles.empty}>No active subscriptions</p>}
      {subscriptions.length > 0 && (
        <ul className={styles.subscriptions}>
          {subscriptions.map((subscription) => (
            <li key={subscription.id}>
              {/* A plain link: the subscription detail is another part of the back office, with routes of its own. */}
              <a href={`/v2/admin/subscriptions/${subscription.id}`} className={styles.subscription}>
                <span className={styles.subscriptionName}>Personalised formula</span>
                <span className={styles.subscriptionId}>{subscription.stripe_subscription_id ?? `Subscription #${subscription.id}`}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
