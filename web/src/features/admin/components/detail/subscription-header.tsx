import App from 'antd/es/app';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { Link } from '@tanstack/react-router';
import { describeError } from '../../../../lib/api/api-error';
import { formatPence } from '../../../../lib/format/format-price';
import { useEndSubscription } from '../../api/end-subscription';
import type { SubscriptionDetail } from '../../api/get-subscription-detail';
import { chargesAgain, STATUS_LABELS, subscriptionStatusColour } from '../../lib/labels';
import { planToPrescribe } from '../../lib/prescribed-supplies';
import { ReviewDecision } from './review-decision';
import styles from './subscription-header.module.css';
import { ProviderReference } from '../shared/provider-reference';

const ENDABLE = ['shipping', 'active', 'pending'];

/** The subscription's title and status; Approve and Decline while in review; End Subscription after a confirmation (spec §4). */
export function SubscriptionHeader({ subscription }: { subscription: SubscriptionDetail['subscription'] }) {
  const { modal, message } = App.useApp();
  const end = useEndSubscription();
  const fail = (error: unknown) => void message.error(describeError(error));

  const confirmEnd = () =>
    modal.confirm({
      title: `End subscription #${subscription.id}?`,
      content: 'Nothing more will be sent or charged. This cannot be undone here.',
      okText: 'End Subscription',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      width: 400,
      onOk: () => end.mutateAsync({ subscription: subscription.id }).then(() => void message.success('Subscription ended.'), fail),
    });

  return (
    <header className={styles.header}>
      <div className={styles.heading}>
        <Link to="/v2/admin/subscriptions" className={styles.back}>
          ← Subscriptions
        </Link>
        <h1 className={styles.title}>
          #{subscription.id} {subscription.treatment}
          <span className={styles.plan}>{subscription.planName}</span>
        </h1>
        <div className={styles.meta}>
          <Tag color={subscriptionStatusColour(subscription.status)} className={styles.status}>
            {STATUS_LABELS[subscription.status] ?? subscription.status}
          </Tag>
          {chargesAgain(subscription.status) && <span>Next charge {formatPence(subscription.pricePence)}</span>}
          {subscription.providerReference && <ProviderReference reference={subscription.providerReference} />}
        </div>
      </div>
      <Space wrap>
        {(subscription.status === 'review' || subscription.status === 'reconsult') && (
          <ReviewDecision
            subscriptionId={subscription.id}
            dueAt={subscription.dueAt}
            plan={planToPrescribe(subscription.items, subscription.status)}
            represcribing={subscription.status === 'reconsult'}
          />
        )}
        {ENDABLE.includes(subscription.status) && (
          <Button danger onClick={confirmEnd} loading={end.isPending}>
            End Subscription
          </Button>
        )}
      </Space>
    </header>
  );
}
