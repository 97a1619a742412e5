import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import { Link, useParams } from '@tanstack/react-router';
import { ConsultationSubmissions } from '../../../../components/admin/consultation-submissions';
import { ApiError, describeError } from '../../../../lib/api/api-error';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSubscriptionDetail } from '../../api/get-subscription-detail';
import { AuditHistory } from '../history/audit-history';
import { AdminNote } from './admin-note';
import { CheckInPanel } from './check-in-panel';
import { CustomerCardPanel } from './customer-card-panel';
import { GpPanel } from './gp-panel';
import { NextDeliveryEditor } from './next-delivery-editor';
import { OldOrders } from './old-orders';
import { OtherSubscriptions } from './other-subscriptions';
import { IdentityCheckPanel } from './identity-check-panel';
import { Panel } from './panel';
import { PrescriptionPanel } from './prescription-panel';
import { ProposedChangePanel } from './proposed-change-panel';
import { RiskFlagsPanel } from './risk-flags-panel';
import { SafeguardsPanel } from './safeguards-panel';
import { SubscriptionHeader } from './subscription-header';
import { TreatmentPlanTable } from './treatment-plan-table';
import styles from './subscription-detail-page.module.css';

/** Spec §2: one subscription with everything staff act on, and a side column that stays in view. */
export function SubscriptionDetailPage() {
  const { id } = useParams({ from: '/v2/admin/subscriptions/$id' });
  useDocumentTitle(`Subscription #${id} · Admin`);
  const detail = useSubscriptionDetail(id);

  if (detail.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Alert
        type={missing ? 'warning' : 'error'}
        showIcon
        title={missing ? `There is no subscription #${id}.` : describeError(detail.error)}
        action={<Link to="/v2/admin/subscriptions">Back to the list</Link>}
      />
    );
  }
  const { subscription, customer, oldOrders, otherSubscriptions } = detail.data;

  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <SubscriptionHeader subscription={subscription} />
        <div className={styles.twoUp}>
          {customer && <CustomerCardPanel customer={customer} />}
          <NextDeliveryEditor subscription={subscription} />
        </div>
        {customer && (subscription.status === 'review' || subscription.status === 'reconsult') && <IdentityCheckPanel userId={customer.id} />}
        <RiskFlagsPanel subscriptionId={subscription.id} />
        {(subscription.status === 'review' || subscription.status === 'reconsult') && <SafeguardsPanel subscriptionId={subscription.id} />}
        {detail.data.pendingChange && <ProposedChangePanel subscription={subscription} change={detail.data.pendingChange} />}
        <CheckInPanel subscription={subscription} />
        <TreatmentPlanTable subscription={subscription} />
        <PrescriptionPanel subscriptionId={subscription.id} />
        <GpPanel subscriptionId={subscription.id} />
        <OldOrders orders={oldOrders} />
        {customer && (
          <Panel title="Consultations">
            <ConsultationSubmissions userId={customer.id} />
          </Panel>
        )}
        <AuditHistory title="Subscription history" about={{ subscriptionId: subscription.id }} />
      </div>
      <aside className={styles.side} aria-label="Customer notes and subscriptions">
        {customer && <AdminNote key={customer.id} userId={customer.id} savedNote={customer.note} />}
        <OtherSubscriptions subscriptions={otherSubscriptions} />
        {customer && <AuditHistory title="Customer history" about={{ userId: customer.id }} compact />}
      </aside>
    </div>
  );
}
