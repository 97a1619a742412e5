import App from 'antd/es/app';
import Modal from 'antd/es/modal';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/feedback/skeleton';
import { describeError } from '../../../lib/api/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAccountOverview, type AccountSubscription } from '../api/get-account-overview';
import { useResumeSubscription } from '../api/resume-subscription';
import { longDate } from '../lib/account-dates';
import { AddressPanel } from './address-panel';
import { IdentityStepPanel } from './identity-step-panel';
import { BillingDialog } from './billing-dialog';
import { CancelDialog } from './cancel-dialog';
import { PauseDialog } from './pause-dialog';
import { SendNowDialog } from './send-now-dialog';
import { PaymentMethodDialog } from './payment-method-dialog';
import { ReferralBox } from './referral-box';
import { SubscriptionCard, type CardAction } from './subscription-card';
import { TextMessagesPanel } from './text-messages-panel';
import { UpdateDateDialog } from './update-date-dialog';
import { YourDataPanel } from './your-data-panel';
import styles from './dashboard-page.module.css';

const accountRoute = getRouteApi('/v2/profile');

type OpenDialog = { kind: Exclude<CardAction, 'resume'>; subscription: AccountSubscription } | { kind: 'billing' } | { kind: 'updated' | 'cancelled' };

export function DashboardPage() {
  return (
    <App>
      <Dashboard />
    </App>
  );
}

/** Spec §2 'Account Overview': one card per treatment, the referral box and the address panel; and 'Your data' (docs/data-rights-and-retention.md). */
function Dashboard() {
  useDocumentTitle('Account Overview');
  const { user } = accountRoute.useRouteContext();
  const overview = useAccountOverview();
  const resume = useResumeSubscription();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<OpenDialog>();
  const close = () => setDialog(undefined);

  async function act(action: CardAction, subscription: AccountSubscription) {
    if (action !== 'resume') {
      setDialog({ kind: action, subscription });
      return;
    }
    try {
      const result = await resume.mutateAsync({ subscription: subscription.id });
      void message.success(`Resumed. Your next delivery is on ${longDate(result.due_at)}; you can bring it forward with Update delivery date.`);
    } catch (error) {
      void message.error(describeError(error));
    }
  }

  const data = overview.data;
  // Identity verification is asked for once a paid treatment waits for the prescriber.
  const inReview = data?.subscriptions.find((subscription) => subscription.status === 'review');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Account Overview</h1>
        <p className={styles.lead}>Your treatments, deliveries and payments in one place. Change anything here, any time.</p>
      </header>

      <div className={styles.layout}>
        <section aria-label="Your treatments" aria-busy={overview.isPending} className={styles.cards}>
          {overview.isPending && <Skeleton height={280} radius={18} />}
          {overview.isError && <LoadError what="your treatments" error={overview.error} onRetry={() => void overview.refetch()} />}
          {data?.subscriptions.length === 0 && (
            <div className={styles.empty}>
              <h2 className={styles.emptyTitle}>No treatments yet</h2>
              <p>Start with a free consultation: it takes about 2 minutes, and a prescriber reviews it.</p>
              <Link to="/shop" className={styles.emptyLink}>
                Find your treatment
              </Link>
            </div>
          )}
          {inReview && <IdentityStepPanel subscriptionId={inReview.id} />}
          {data?.subscriptions.map((subscription) => (
            <SubscriptionCard
              key={subscription.id}
              subscription={subscription}
              onAction={(action, chosen) => void act(action, chosen)}
              busy={resume.isPending && resume.variables?.subscription === subscription.id}
            />
          ))}
        </section>

        {data && (
          <aside className={styles.aside}>
            <ReferralBox referralCode={user.referralCode} referral={data.referral} />
            <AddressPanel address={data.address} onEdit={() => setDialog({ kind: 'billing' })} />
            <TextMessagesPanel />
            <YourDataPanel />
          </aside>
        )}
      </div>

      {dialog?.kind === 'date' && <UpdateDateDialog subscription={dialog.subscription} onClose={close} />}
      {dialog?.kind === 'payment' && data && (
        <PaymentMethodDialog subscription={dialog.subscription} overview={data} onClose={close} onUpdated={() => setDialog({ kind: 'updated' })} />
      )}
      {dialog?.kind === 'send-now' && (
        <SendNowDialog subscription={dialog.subscription} onClose={close} onDone={(text, outcome) => void (outcome === 'paid' ? message.success(text) : message.warning(text))} />
      )}
      {dialog?.kind === 'pause' && <PauseDialog subscription={dialog.subscription} onClose={close} onDone={(text) => void message.success(text)} />}
      {dialog?.kind === 'cancel' && (
        <CancelDialog
          subscription={dialog.subscription}
          onClose={close}
          onCancelled={() => setDialog({ kind: 'cancelled' })}
          onPauseInstead={() => setDialog({ kind: 'pause', subscription: dialog.subscription })}
        />
      )}
      {dialog?.kind === 'billing' && data && (
        <BillingDialog address={data.address} onClose={close} onSaved={() => void message.success('Your details are saved.')} />
      )}
      <Modal open={dialog?.kind === 'updated'} title="Updated" onOk={close} onCancel={close} okText="OK" cancelButtonProps={{ style: { display: 'none' } }} width={400}>
        <p>Your payment method has been successfully updated.</p>
      </Modal>
      <Modal open={dialog?.kind === 'cancelled'} title="Subscription Cancelled" onOk={close} onCancel={close} okText="OK" cancelButtonProps={{ style: { display: 'none' } }} width={400}>
        <p>Your treatment is cancelled and you won’t be charged for it again. We’ve emailed you a confirmation.</p>
      </Modal>
    </div>
  );
}
