import Tag from 'antd/es/tag';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../../lib/format/format-date';
import type { SubscriptionDetail } from '../../api/get-subscription-detail';
import { STATUS_LABELS, subscriptionStatusColour } from '../../lib/labels';
import { Panel, panelStyles } from './panel';

/** The side column's panel keyed by the customer: their other subscriptions, each a link. */
export function OtherSubscriptions({ subscriptions }: { subscriptions: SubscriptionDetail['otherSubscriptions'] }) {
  return (
    <Panel title="Other subscriptions">
      {subscriptions.length === 0 ? (
        <p className={panelStyles.muted}>None.</p>
      ) : (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 6 }}>
          {subscriptions.map((other) => (
            <li key={other.id} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              <Link to="/v2/admin/subscriptions/$id" params={{ id: other.id }}>
                #{other.id} {other.treatment}
              </Link>
              <Tag color={subscriptionStatusColour(other.status)}>{STATUS_LABELS[other.status] ?? other.status}</Tag>
              <span className={panelStyles.muted}>due {formatDate(other.dueAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
